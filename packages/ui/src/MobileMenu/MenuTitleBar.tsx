import { CloseIcon } from '../internal/Icons';
import * as styles from './MobileMenu.css';

/**
 * The overlay's title (its accessible name) and close button: a React click once hydrated, else the native popover's
 * own hide control.
 */
export function MenuTitleBar({
  titleId,
  label,
  closeLabel,
  onClose,
  popoverId,
}: {
  titleId: string;
  label: string;
  closeLabel: string;
  onClose: (() => void) | undefined;
  /** The popover the button hides, before hydration; undefined once the dialog has taken over. */
  popoverId: string | undefined;
}) {
  return (
    <div className={styles.top}>
      <p id={titleId} className={styles.title}>
        {label}
      </p>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={closeLabel}
        onClick={onClose}
        popoverTarget={popoverId}
        popoverTargetAction="hide"
      >
        <CloseIcon />
      </button>
    </div>
  );
}
