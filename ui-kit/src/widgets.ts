// Widgets beyond the page frame (accordion, table, progress, alerts, lists, badges, loaders): loaded with the
// screens that use them. The modal is in a layer of its own, `ui-kit/modal` (docs/decisions/054): a shared layer is
// not tree-shaken, so with it here every screen that shows an Alert downloaded the focus trap and scroll lock too.
import './widgets.css';

export { Accordion, Table, Progress, Alert, List, Badge, Loader, Divider, UnstyledButton } from '@mantine/core';
