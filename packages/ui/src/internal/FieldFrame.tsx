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

export type FieldFrameProps = {
  label: ReactNode;
  required?: boolean | undefined;
  error?: ReactNode;
  hint?: ReactNode;
  disabled?: boolean | undefined;
  id?: string | undefined;
  className?: string | undefined;
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
