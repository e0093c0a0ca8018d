// Heavier widgets (modals with focus trap and scroll lock, accordion, table, progress): loaded with the screens
// that use them.
import './widgets.css';

export { Modal, Accordion, Table, Progress } from '@mantine/core';
