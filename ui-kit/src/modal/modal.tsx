import { Modal as MantineModal, type ModalProps as MantineModalProps } from '@mantine/core';

export interface ModalProps extends MantineModalProps {
  /**
   * An alert dialog (WAI-ARIA `alertdialog`): urgent information that needs the user's answer, such as a session
   * about to time out. Screen readers announce its title and text as soon as it opens and focus moves into it.
   */
  alert?: boolean;
}

/** The accessible name of the close button, which Mantine draws as an icon only. */
export const CLOSE_LABEL = 'Close';

/** Mantine fixes the content's role to `dialog`; React leaves an attribute alone while its prop does not change. */
const asAlertDialog = (node: HTMLElement | null) => {
  node?.setAttribute('role', 'alertdialog');
};

/**
 * Mantine's modal (focus trap, scroll lock, focus returned on close, Escape closes) with a named close button
 * (WCAG 4.1.2) and, with `alert`, the alertdialog role Mantine has no prop for.
 */
export function Modal({ alert = false, closeButtonProps, ...props }: ModalProps) {
  const closeProps = { 'aria-label': CLOSE_LABEL, ...closeButtonProps };
  if (!alert) return <MantineModal closeButtonProps={closeProps} {...props} />;
  const { title, children, withCloseButton = true, withOverlay = true, overlayProps, ...root } = props;
  return (
    <MantineModal.Root {...root}>
      {withOverlay && <MantineModal.Overlay {...overlayProps} />}
      <MantineModal.Content ref={asAlertDialog}>
        <MantineModal.Header>
          {title && <MantineModal.Title>{title}</MantineModal.Title>}
          {withCloseButton && <MantineModal.CloseButton {...closeProps} />}
        </MantineModal.Header>
        <MantineModal.Body>{children}</MantineModal.Body>
      </MantineModal.Content>
    </MantineModal.Root>
  );
}
