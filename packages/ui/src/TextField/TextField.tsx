import type { ComponentPropsWithRef, ReactNode } from 'react';
import * as styles from '../internal/field.css';
import { FieldFrame, splitFieldProps } from '../internal/FieldFrame';

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
export function TextField({ type = 'text', ...props }: TextFieldProps) {
  const { frame, control } = splitFieldProps(props);
  return (
    <FieldFrame
      {...frame}
      control={(wiring) => (
        <input {...control} {...wiring} type={type} className={styles.control} />
      )}
    />
  );
}
