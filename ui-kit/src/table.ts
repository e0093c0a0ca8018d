// Mantine's Table, in a shared layer of its own: its `Table.ScrollContainer` brings Mantine's ScrollArea (about 7 KB
// gzipped with its hooks), which the screens that only show an Alert, a Badge or a List (tracking, status, renewal)
// downloaded with ui-kit/widgets. Loaded by the screens with a table (the induction's status and certificate check, the
// staff console); shared like the other layers, for the host's Mantine theme context (docs/decisions/054, 057).
import './table.css';

export { Table } from '@mantine/core';
