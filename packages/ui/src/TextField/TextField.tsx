import type { ComponentPropsWithRef } from 'react';
import * as styles from '../internal/field.css';
import { FieldFrame, splitFieldProps, type FieldProps } from '../internal/FieldFrame';

export type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'> &
  FieldProps & {
    /**
     * Input type.
     * @default 'text'
     */
    type?: 'text' | 'email' | 'tel' | 'url' | 'password' | 'search';
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
