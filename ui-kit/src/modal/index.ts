// A shared layer of its own, for the host's Mantine theme context, loaded only by the screens that open one (docs/decisions/054).
import './modal.css';

export { Modal, CLOSE_LABEL, type ModalProps } from './modal';
