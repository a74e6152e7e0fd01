import { type ReactNode, useRef, useState } from 'react';
import { Button } from './Button';
import { Modal } from './Modal';
import styles from './ConfirmDialog.module.css';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** "danger" paints the confirm button red, for deleting and other things that cannot be undone. */
  tone?: 'primary' | 'danger';
  /**
   * Runs on confirm; while its promise is pending the button shows a spinner and the dialog stays
   * open. It closes when the promise resolves; when it rejects it stays open with the error.
   */
  onConfirm: () => void | Promise<void>;
}

/** "Are you sure?" on Modal. Focus starts on Cancel, the safe choice. */
export function ConfirmDialog({ open, onOpenChange, title, message, confirmLabel = 'Confirm', cancelLabel = 'Cancel', tone = 'primary', onConfirm }: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  const change = (next: boolean) => {
    if (busy) return; // no closing half-way through
    setFailure(null);
    onOpenChange(next);
  };

  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm();
      setBusy(false);
      onOpenChange(false);
    } catch (err) {
      setBusy(false);
      setFailure(err instanceof Error && err.message ? err.message : 'That did not work. Please try again.');
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={change}
      title={title}
      description={message}
      size="sm"
      role="alertdialog"
      initialFocus={cancelRef}
      hideClose
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" disabled={busy} onClick={() => change(false)}>
            {cancelLabel}
          </Button>
          <Button variant={tone} loading={busy} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {failure && (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      )}
    </Modal>
  );
}
