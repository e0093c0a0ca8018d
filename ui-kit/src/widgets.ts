// Shared for the host's Mantine theme context; a layer of its own, as a shared layer is not tree-shaken (docs/decisions/090).
import './widgets.css';

export { Progress, Alert, List, Badge, Loader, Divider, UnstyledButton } from '@mantine/core';
