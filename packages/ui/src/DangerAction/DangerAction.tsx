import { Button } from '../Button/Button';
import * as styles from './DangerAction.css';

export type DangerActionProps = {
  /** Names the action, e.g. "Delete…" (the ellipsis says a confirmation follows). */
  label: string;
  /** Starts the action: open a `ConfirmDialog` that names what will be lost. */
  onClick: () => void;
  disabled?: boolean;
};

/** A destructive action set apart below a hairline, in red: visually distinct from the everyday ones. */
export function DangerAction({ label, onClick, disabled }: DangerActionProps) {
  return (
    <div className={styles.zone}>
      <Button variant="ghost" className={styles.action} disabled={disabled} onClick={onClick}>
        {label}
      </Button>
    </div>
  );
}
