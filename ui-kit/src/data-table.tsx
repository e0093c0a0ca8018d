import type { CSSProperties, ReactNode } from 'react';
import { Table } from '@mantine/core';

export interface DataColumn<Row> {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** read out with each of the row's cells */
  rowHeader?: boolean;
  breakAnywhere?: boolean;
  width?: string;
}

export interface DataTableProps<Row> {
  rows: readonly Row[];
  columns: readonly (DataColumn<Row> | false)[];
  rowKey: (row: Row, index: number) => string | number;
  rowData?: (row: Row) => Record<`data-${string}`, string>;
  labelledBy?: string;
  label?: string;
  /** below this width the table scrolls sideways in a box of its own, not the page */
  minWidth?: number;
  style?: CSSProperties;
}

const BREAK_ANYWHERE: CSSProperties = { overflowWrap: 'anywhere' };

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
