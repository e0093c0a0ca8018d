import type { CSSProperties, ReactNode } from 'react';
import { Table } from './table-components';

/** A column of a DataTable: its heading, and what each row shows in it. */
export interface DataColumn<Row> {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** the cell that names the row, read out with each of its cells (`<th scope="row">`) */
  rowHeader?: boolean;
  /** a long word (an email, an address) breaks anywhere rather than widening the table */
  breakAnywhere?: boolean;
  /** the column's width ('42%') */
  width?: string;
}

export interface DataTableProps<Row> {
  rows: readonly Row[];
  /** `false` for a column not shown (a role's own column) */
  columns: readonly (DataColumn<Row> | false)[];
  rowKey: (row: Row, index: number) => string | number;
  /** data attributes of a row (`{ 'data-status': row.status }`) */
  rowData?: (row: Row) => Record<`data-${string}`, string>;
  /** the id of the heading that names the table, or its name */
  labelledBy?: string;
  label?: string;
  /** below this width the table scrolls sideways in a box of its own, not the page */
  minWidth?: number;
  style?: CSSProperties;
}

const BREAK_ANYWHERE: CSSProperties = { overflowWrap: 'anywhere' };

/**
 * The one way a screen shows rows of records: a striped, bordered table with a heading per column, named by its
 * heading, its row's naming cell a row header. The cells are what the columns draw; the table's markup is Mantine's
 * (ui-kit/table).
 */
export function DataTable<Row>({ rows, columns, rowKey, rowData, labelledBy, label, minWidth, style }: DataTableProps<Row>) {
  const shown = columns.filter((column): column is DataColumn<Row> => column !== false);
  const table = (
    <Table striped withTableBorder aria-labelledby={labelledBy} aria-label={label} style={style}>
      <Table.Thead>
        <Table.Tr>
          {shown.map((column, index) => (
            <Table.Th key={index} scope="col" w={column.width}>
              {column.header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row, index) => (
          <Table.Tr key={rowKey(row, index)} {...rowData?.(row)}>
            {shown.map((column, columnIndex) =>
              column.rowHeader ? (
                <Table.Th key={columnIndex} scope="row" fw={500} style={column.breakAnywhere ? BREAK_ANYWHERE : undefined}>
                  {column.cell(row)}
                </Table.Th>
              ) : (
                <Table.Td key={columnIndex} style={column.breakAnywhere ? BREAK_ANYWHERE : undefined}>
                  {column.cell(row)}
                </Table.Td>
              ),
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return minWidth ? <Table.ScrollContainer minWidth={minWidth}>{table}</Table.ScrollContainer> : table;
}
