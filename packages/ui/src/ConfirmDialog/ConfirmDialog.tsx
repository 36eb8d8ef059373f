import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import * as styles from './ConfirmDialog.css';

export type ConfirmDialogProps = {
  /** Whether the dialog is shown (controlled). */
  open: boolean;
  /** The question, e.g. "Delete this submission?". */
  title: ReactNode;
  /** What will happen, naming the thing it happens to. */
  children: ReactNode;
  /** Label of the confirming button. */
  confirmLabel: string;
  /**
   * Label of the button that closes without acting.
   * @default 'Cancel'
   */
  cancelLabel?: string;
  /**
   * `danger` for destructive actions: the confirm button is red and Cancel gets the focus.
   * @default 'default'
   */
  tone?: 'default' | 'danger';
  /** Called when the confirm button is pressed. */
  onConfirm: () => void;
  /** Called on Cancel or Escape. */
  onCancel: () => void;
};

/**
 * A modal confirmation on the native `<dialog>` (focus trap, Escape, inert page and backdrop from the browser).
 * Focus returns to the element that had it when the dialog closes.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  tone = 'default',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const previous = document.activeElement as HTMLElement | null;
      // jsdom has no showModal; the attribute keeps the dialog usable in tests.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      if (tone === 'danger') cancelRef.current?.focus();
      return () => {
        if (typeof dialog.close === 'function' && dialog.open) dialog.close();
        else dialog.removeAttribute('open');
        previous?.focus();
      };
    }
    return undefined;
  }, [open, tone]);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      {open ? (
        <>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <div id={bodyId} className={styles.body}>
            {children}
          </div>
          <div className={styles.actions}>
            <Button ref={cancelRef} variant="secondary" onClick={onCancel}>
              {cancelLabel}
            </Button>
            <Button className={tone === 'danger' ? styles.danger : undefined} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </>
      ) : null}
    </dialog>
  );
}
