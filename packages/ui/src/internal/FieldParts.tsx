import type { ReactNode } from 'react';
import * as styles from './field.css';
import { AlertCircleIcon } from './Icons';

export function FieldLabel({
  htmlFor,
  required,
  children,
}: {
  htmlFor: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <label htmlFor={htmlFor} className={styles.label}>
      {children}
      {/* `required` on the control tells assistive technology; the asterisk is for the eye. */}
      {required ? (
        <span className={styles.requiredMarker} aria-hidden="true">
          *
        </span>
      ) : null}
    </label>
  );
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.hint}>
      {children}
    </p>
  );
}

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.error}>
      <AlertCircleIcon className={styles.errorIcon} />
      <span>{children}</span>
    </p>
  );
}
