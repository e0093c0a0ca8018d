// `ui-kit/widgets`, the feedback widgets (alert, badge, progress, list, loader): shared for the host's Mantine theme
// context, a layer of its own because in the core it cost every first visit 3.7 KB (docs/decisions/090). The
// modal, the table and the accordion are in layers of their own, `ui-kit/modal`, `ui-kit/table` and `ui-kit/accordion`
// (docs/decisions/054, 057): a shared layer is not tree-shaken, so with them here every screen that shows an Alert
// downloaded the focus trap, the scroll lock, Mantine's ScrollArea and the accordion too.
import './widgets.css';

export { Progress, Alert, List, Badge, Loader, Divider, UnstyledButton } from '@mantine/core';
