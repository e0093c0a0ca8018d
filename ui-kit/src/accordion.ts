// Mantine's Accordion (with Collapse and its keyboard handling), in a shared layer of its own: only the content pages
// with sections show one, and with it in ui-kit/widgets every screen that shows an Alert or a Badge downloaded it too,
// while those pages downloaded the alerts, badges, progress bars and loaders they do not show (docs/decisions/057).
// Shared like the other layers, for the host's Mantine theme context.
import './accordion.css';

export { Accordion } from '@mantine/core';
