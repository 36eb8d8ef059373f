import type { ComponentPropsWithRef, ReactNode } from 'react';
import * as styles from '../internal/field.css';
import { FieldError, FieldHint, FieldLabel } from '../internal/FieldParts';
import { useFieldIds } from '../internal/useFieldIds';

export type TextAreaProps = Omit<ComponentPropsWithRef<'textarea'>, 'children'> & {
  /** Visible label, shown above the field. */
  label: ReactNode;
  /**
   * Visible rows of text.
   * @default 4
   */
  rows?: number;
  /** Marks the field required: sets `required` on the textarea and shows an asterisk after the label. */
  required?: boolean;
  /** Error message. When set: shown under the field with a red border, `aria-invalid="true"`, and linked by `aria-describedby`. */
  error?: ReactNode;
  /** Helper text under the label, linked by `aria-describedby`. */
  hint?: ReactNode;
  /** Disables the textarea (e.g. while the form is sending). */
  disabled?: boolean;
  /** Class for the wrapper (label + textarea + messages). */
  className?: string;
};

/** A labelled multi-line input with the same required, hint and error API as TextField. */
export function TextArea({
  label,
  rows = 4,
  required,
  error,
  hint,
  disabled,
  id,
  className,
  'aria-describedby': describedByProp,
  ...props
}: TextAreaProps) {
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
      <textarea
        {...props}
        id={ids.controlId}
        rows={rows}
        required={required}
        disabled={disabled}
        aria-invalid={hasError ? true : undefined}
        aria-describedby={ids.describedBy}
        className={`${styles.control} ${styles.textarea}`}
      />
      {hasError ? <FieldError id={ids.errorId}>{error}</FieldError> : null}
    </div>
  );
}
