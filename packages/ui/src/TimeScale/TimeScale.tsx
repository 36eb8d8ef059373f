import type { ComponentPropsWithRef } from 'react';
import * as styles from './TimeScale.css';

export interface TimeScaleItem {
  /** What takes this long: "Landing pages". */
  label: string;
  /** How long: "1–2 weeks". */
  value: string;
}

export type TimeScaleProps = Omit<ComponentPropsWithRef<'dl'>, 'children'> & {
  /** Shortest first: they are read along one axis. */
  items: readonly TimeScaleItem[];
};

/**
 * Durations marked along one axis, like the studio's optical axis: each value in figures over a point on the line,
 * what it is for under it; on phones the axis runs down the side. A description list (`dt` what, `dd` how long).
 */
export function TimeScale({ items, className, ...props }: TimeScaleProps) {
  return (
    <dl {...props} className={className ? `${styles.scale} ${className}` : styles.scale}>
      {items.map((item) => (
        <div key={item.label} className={styles.mark}>
          <dt className={styles.label}>{item.label}</dt>
          <dd className={styles.value}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
