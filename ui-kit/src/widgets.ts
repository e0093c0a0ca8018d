// Widgets beyond the page frame (modals with focus trap and scroll lock, accordion, table, progress, alerts,
// lists, badges, loaders): loaded with the screens that use them.
import './widgets.css';

export { Modal, CLOSE_LABEL, type ModalProps } from './widgets/modal';
export { Accordion, Table, Progress, Alert, List, Badge, Loader, Divider, UnstyledButton } from '@mantine/core';
