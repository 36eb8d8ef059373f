import type { ComponentPropsWithRef } from 'react';
import { FieldFrame, splitFieldProps, type FieldProps } from '../internal/FieldFrame';
import * as styles from './SelectField.css';

export interface SelectOption {
  value: string;
  label: string;
}

export type SelectFieldProps = Omit<ComponentPropsWithRef<'select'>, 'children' | 'multiple'> &
  FieldProps & {
    /** The choices, in order. */
    options: readonly SelectOption[];
  };

/** A labelled native select (one choice from a short list) with hint and error wiring, like TextField. */
export function SelectField({ options, ...props }: SelectFieldProps) {
  const { frame, control } = splitFieldProps(props);
  return (
    <FieldFrame
      {...frame}
      control={(wiring) => (
        <select {...control} {...wiring} className={styles.select}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}
