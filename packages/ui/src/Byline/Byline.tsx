import type { ReactNode } from 'react';
import * as styles from './Byline.css';

export type BylineProps = {
  /** What the person is to the thing around it, e.g. "Team lead". */
  label?: ReactNode;
  name: string;
  position: string;
  /** One line about them. */
  note?: ReactNode;
  className?: string;
};

/** A person named typographically: label, name, position and one line, set off by a hairline. No photo needed. */
export function Byline({ label, name, position, note, className }: BylineProps) {
  return (
    <div className={className ? `${styles.root} ${className}` : styles.root}>
      {label ? <p className={styles.label}>{label}</p> : null}
      <p className={styles.name}>
        {name}
        <span className={styles.position}>{position}</span>
      </p>
      {note ? <p className={styles.note}>{note}</p> : null}
    </div>
  );
}
