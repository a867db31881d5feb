import { forwardRef, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { useMessages } from '../EduProvider/context';
import { useErrorText } from '../hooks/useErrorText';
import { deleteMessages } from '../messages/delete';
import { overlayMessages } from '../messages/overlays';
import { tokens } from '../theme/theme';
import { uiCatalogs } from '../messages/catalogs';

export interface DeleteConfirmDialogProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'children'> {
  /** Whether the dialog is open (controlled). */
  open: boolean;
  /** Called with false when the user cancels or the delete succeeds. */
  onOpenChange: (open: boolean) => void;
  /** Runs the delete; while its promise is pending the dialog is busy ('Deleting...'). A rejection keeps it open with the error. */
  onConfirm: () => Promise<unknown> | void;
  /** Heading; default 'Delete Job'. */
  title?: ReactNode | undefined;
  /** Body text; default 'Are you sure you want to delete this job? This action cannot be undone.' */
  description?: ReactNode | undefined;
  /** Confirm button label; default 'Delete'. */
  confirmLabel?: string | undefined;
  /** Cancel button label; default 'Cancel'. */
  cancelLabel?: string | undefined;
  /** Confirm button label while deleting; default 'Deleting...'. */
  busyLabel?: string | undefined;
  /** Where the dialog is portalled; default document.body. */
  container?: Element | null | undefined;
}

const ErrorText = styled.p`
  margin: ${tokens.space['300']} 0 0;
  color: ${tokens.color.danger};
`;

/**
 * The shared delete confirmation: focus starts on Cancel (the safe choice), the dialog is busy
 * and cannot be dismissed while deleting, and a failed delete keeps it open with the reason.
 */
export const DeleteConfirmDialog = forwardRef<HTMLDivElement, DeleteConfirmDialogProps>(function DeleteConfirmDialog(
  { open, onOpenChange, onConfirm, title, description, confirmLabel, cancelLabel, busyLabel, container, ...rest },
  ref,
) {
  const m = useMessages('ui', deleteMessages, uiCatalogs.loaders);
  const overlays = useMessages('ui', overlayMessages, uiCatalogs.loaders);
  const errorText = useErrorText();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setError(null);
    onOpenChange(false);
  };

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      setBusy(false);
      onOpenChange(false);
    } catch (cause) {
      setBusy(false);
      setError(errorText(cause));
    }
  };

  return (
    <Dialog
      {...rest}
      ref={ref}
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={title ?? m.deleteTitle}
      description={description ?? m.deleteText}
      busy={busy}
      size="sm"
      role="alertdialog"
      initialFocus={cancelRef}
      container={container}
      data-variant="delete"
      footer={
        <>
          <Button ref={cancelRef} variant="outline" onClick={close} disabled={busy}>
            {cancelLabel ?? overlays.cancel}
          </Button>
          <Button variant="danger" onClick={confirm} loading={busy} loadingLabel={busyLabel ?? m.deleteBusy}>
            {busy ? (busyLabel ?? m.deleteBusy) : (confirmLabel ?? m.deleteConfirm)}
          </Button>
        </>
      }
    >
      {error ? <ErrorText role="alert">{error}</ErrorText> : null}
    </Dialog>
  );
});
