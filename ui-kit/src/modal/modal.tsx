import { Modal as MantineModal, type ModalProps as MantineModalProps } from '@mantine/core';

export interface ModalProps extends MantineModalProps {
  /** WAI-ARIA `alertdialog`: urgent, needs an answer (a session about to time out) */
  alert?: boolean;
}

export const CLOSE_LABEL = 'Close';

/** Mantine fixes the content's role to `dialog`; React leaves an attribute alone while its prop does not change. */
const asAlertDialog = (node: HTMLElement | null) => {
  node?.setAttribute('role', 'alertdialog');
};

// a named close button (WCAG 4.1.2), and the alertdialog role Mantine has no prop for
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
