// compatibility for phase B/C of issue 41: delete when nothing imports it
// Widgets beyond the page frame (progress, alerts, lists, badges, loaders): loaded with the screens that use them. The
// modal, the table and the accordion are in layers of their own, `ui-kit/modal`, `ui-kit/table` and `ui-kit/accordion`
// (docs/decisions/054, 057): a shared layer is not tree-shaken, so with them here every screen that shows an Alert
// downloaded the focus trap, the scroll lock, Mantine's ScrollArea and the accordion too.
import './widgets.css';

export { Progress, Alert, List, Badge, Loader, Divider, UnstyledButton } from '@mantine/core';
