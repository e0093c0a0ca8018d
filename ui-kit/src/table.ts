// A shared layer of its own, for the host's Mantine theme context (docs/decisions/054, 057).
import './table.css';

export { Table } from '@mantine/core';
export { DataTable, type DataColumn, type DataTableProps } from './data-table';
