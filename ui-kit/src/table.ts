// The table layer: Mantine's Table, with its styles, in a shared layer of its own, loaded by the screens with a table
// (the induction's status and certificate check, the staff console's queue and record), shared like the other layers
// for the host's Mantine theme context (docs/decisions/054, 057). Its `Table.ScrollContainer` is a plain overflow box,
// not Mantine's ScrollArea (./table-components, docs/decisions/060). `DataTable` is the one way a screen shows rows of
// records: columns of a heading and a cell.
import './table.css';

export { Table } from './table-components';
export { DataTable, type DataColumn, type DataTableProps } from './data-table';
