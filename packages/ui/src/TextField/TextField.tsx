import type { ComponentPropsWithRef, ReactNode } from 'react';
import * as styles from '../internal/field.css';
import { FieldError, FieldHint, FieldLabel } from '../internal/FieldParts';
import { useFieldIds } from '../internal/useFieldIds';

export type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'> & {
  /** Visible label, shown above the field. */
  label: ReactNode;
  /**
   * Input type.
   * @default 'text'
   */
  type?: 'text' | 'email' | 'tel' | 'url' | 'password' | 'search';
  /** Marks the field required: sets `required` on the input and shows an asterisk after the label. */
  required?: boolean;
  /** Error message. When set: shown under the field with a red border, `aria-invalid="true"`, and linked by `aria-describedby`. */
  error?: ReactNode;
  /** Helper text under the label, linked by `aria-describedby`. */
  hint?: ReactNode;
  /** Disables the input (e.g. while the form is sending). */
  disabled?: boolean;
  /** Class for the wrapper (label + input + messages). */
  className?: string;
};

/** A labelled single-line input (text, email...) with required marker, hint and error wiring. */
export function TextField({
  label,
  type = 'text',
  required,
  error,
  hint,
  disabled,
  id,
  className,
  'aria-describedby': describedByProp,
  ...props
}: TextFieldProps) {
  const hasError = error != null && error !== false && error !== '';
  const ids = useFieldIds(id, Boolean(hint), hasError, describedByProp);
  return (
    <div
      className={className ? `${styles.field} ${className}` : styles.field}
      data-invalid={hasError ? 'true' : undefined}
      data-disabled={disabled ? 'true' : undefined}
    >
      <FieldLabel htmlFor={ids.controlId} required={required}>
        {label}
      </FieldLabel>
      {hint ? <FieldHint id={ids.hintId}>{hint}</FieldHint> : null}
      <input
        {...props}
        id={ids.controlId}
        type={type}
        required={required}
        disabled={disabled}
        aria-invalid={hasError ? true : undefined}
        aria-describedby={ids.describedBy}
        className={styles.control}
      />
      {hasError ? <FieldError id={ids.errorId}>{error}</FieldError> : null}
    </div>
  );
}
