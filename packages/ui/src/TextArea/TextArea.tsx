import type { ComponentPropsWithRef, ReactNode } from 'react';
import * as styles from '../internal/field.css';
import { FieldFrame, splitFieldProps } from '../internal/FieldFrame';

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
export function TextArea({ rows = 4, ...props }: TextAreaProps) {
  const { frame, control } = splitFieldProps(props);
  return (
    <FieldFrame
      {...frame}
      control={(wiring) => (
        <textarea
          {...control}
          {...wiring}
          rows={rows}
          className={`${styles.control} ${styles.textarea}`}
        />
      )}
    />
  );
}
