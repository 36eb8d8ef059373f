import type { Ref } from 'react';
import { MenuIcon } from '../internal/Icons';
import * as styles from './MobileMenu.css';

/**
 * The menu button: it says whether the menu is open and which overlay it controls, and opens the native popover before
 * hydration (`popoverId`), `onToggle` after.
 */
export function MenuButton({
  ref,
  className,
  label,
  open,
  controls,
  popoverId,
  onToggle,
}: {
  ref: Ref<HTMLButtonElement>;
  className: string | undefined;
  label: string;
  open: boolean;
  /** Id of the overlay: the dialog once hydrated, else the popover. */
  controls: string;
  popoverId: string | undefined;
  onToggle: () => void;
}) {
  return (
    <button
      ref={ref}
      type="button"
      className={[styles.iconButton, className].filter(Boolean).join(' ')}
      aria-label={label}
      aria-expanded={open}
      aria-controls={controls}
      aria-haspopup="dialog"
      data-state={open ? 'open' : 'closed'}
      popoverTarget={popoverId}
      onClick={onToggle}
    >
      <MenuIcon />
    </button>
  );
}
