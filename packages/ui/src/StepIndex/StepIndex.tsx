import type { ComponentPropsWithRef } from 'react';
import * as styles from './StepIndex.css';

export interface StepIndexItem {
  /** "01". */
  number: string;
  title: string;
  /** Where the step is told in full, e.g. `#step-01`. */
  href: string;
}

export type StepIndexProps = Omit<ComponentPropsWithRef<'ol'>, 'children'> & {
  steps: readonly StepIndexItem[];
};

/**
 * The steps of a method at a glance, in order, each a link to where it is told: one row of six on wide screens,
 * three then two columns on narrower ones.
 */
export function StepIndex({ steps, className, ...props }: StepIndexProps) {
  return (
    <ol {...props} className={className ? `${styles.list} ${className}` : styles.list}>
      {steps.map((step) => (
        <li key={step.href} className={styles.item}>
          <a href={step.href} className={styles.link}>
            <span className={styles.number}>{step.number}</span>
            <span className={styles.title}>{step.title}</span>
          </a>
        </li>
      ))}
    </ol>
  );
}
