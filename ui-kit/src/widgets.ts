// Widgets beyond the page frame (accordion, progress, alerts, lists, badges, loaders): loaded with the screens that
// use them. The modal and the table are in layers of their own, `ui-kit/modal` and `ui-kit/table` (docs/decisions/054,
// 057): a shared layer is not tree-shaken, so with them here every screen that shows an Alert downloaded the focus
// trap, the scroll lock and Mantine's ScrollArea too.
import './widgets.css';

export { Accordion, Progress, Alert, List, Badge, Loader, Divider, UnstyledButton } from '@mantine/core';
