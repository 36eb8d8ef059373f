import type { ComponentPropsWithRef } from 'react';
import * as styles from '../internal/field.css';
import { FieldFrame, splitFieldProps, type FieldProps } from '../internal/FieldFrame';

export type TextAreaProps = Omit<ComponentPropsWithRef<'textarea'>, 'children'> &
  FieldProps & {
    /**
     * Visible rows of text.
     * @default 4
     */
    rows?: number;
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
