import type { ReactNode } from 'react';
import * as styles from './field.css';
import { FieldError, FieldHint, FieldLabel } from './FieldParts';
import { useFieldIds } from './use-field-ids';

/** The props that tie a control to its label, hint and error. */
export type FieldControlProps = {
  id: string;
  required: boolean | undefined;
  disabled: boolean | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

/** The props TextField and TextArea add to their control element's; Storybook shows their JSDoc. */
export type FieldProps = {
  /** Visible label, shown above the field. */
  label: ReactNode;
  /** Marks the field required: sets `required` on the control and shows an asterisk after the label. */
  required?: boolean;
  /** Error message. When set: shown under the field with a red border, `aria-invalid="true"`, and linked by `aria-describedby`. */
  error?: ReactNode;
  /** Helper text under the label, linked by `aria-describedby`. */
  hint?: ReactNode;
  /** Disables the control (e.g. while the form is sending). */
  disabled?: boolean;
  /** Class for the wrapper (label + control + messages). */
  className?: string;
};

export type FieldFrameProps = FieldProps & {
  id?: string | undefined;
  /** `aria-describedby` passed by the caller; the hint and error ids are added to it. */
  describedBy?: string | undefined;
  /** Renders the control (input, textarea) with the props that tie it to the label and messages. */
  control: (props: FieldControlProps) => ReactNode;
};

/** The props a field component takes for its frame, besides those of its control. */
type FieldOwnProps = Omit<FieldFrameProps, 'control' | 'describedBy'> & {
  'aria-describedby'?: string | undefined;
};

/** Splits a field component's props into its frame's and the ones that go on to the control element. */
export function splitFieldProps<P extends FieldOwnProps>({
  label,
  required,
  error,
  hint,
  disabled,
  id,
  className,
  'aria-describedby': describedBy,
  ...control
}: P) {
  return { frame: { label, required, error, hint, disabled, id, className, describedBy }, control };
}

/** What TextField and TextArea share: the label with its required marker, the hint, the error and their ARIA wiring. */
export function FieldFrame({
  label,
  required,
  error,
  hint,
  disabled,
  id,
  className,
  describedBy,
  control,
}: FieldFrameProps) {
  const hasError = error != null && error !== false && error !== '';
  const ids = useFieldIds(id, Boolean(hint), hasError, describedBy);
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
      {control({
        id: ids.controlId,
        required,
        disabled,
        'aria-invalid': hasError ? true : undefined,
        'aria-describedby': ids.describedBy,
      })}
      {hasError ? <FieldError id={ids.errorId}>{error}</FieldError> : null}
    </div>
  );
}
