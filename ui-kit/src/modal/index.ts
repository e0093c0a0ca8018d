// The modal (focus trap, scroll lock, portal, focus returned on close): a shared layer of its own, loaded only by
// the screens that open one (the wizard's idle warning, expiry confirmation and connection trouble; the staff
// console's record actions), so that Mantine's Modal, react-remove-scroll and the focus trap never reach the first
// visit of a route that only shows an Alert or a Badge (docs/decisions/054). Shared like `ui-kit/widgets`: it
// renders inside the host's MantineProvider and must use the host's copy of Mantine's theme context.
import './modal.css';

export { Modal, CLOSE_LABEL, type ModalProps } from './modal';
