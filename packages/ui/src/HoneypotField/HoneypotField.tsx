import { useId, type ChangeEventHandler } from 'react';
import { root } from './HoneypotField.css';

export type HoneypotFieldProps = {
  /**
   * Field name submitted with the form; pick something a bot wants to fill, e.g. "website".
   * @default 'website'
   */
  name?: string;
  /**
   * Label text (only bots and no humans ever see it).
   * @default 'Leave this field empty'
   */
  label?: string;
  /** Controlled value; a non-empty value means a bot filled the form. */
  value?: string;
  /** Change handler for the controlled value. */
  onChange?: ChangeEventHandler<HTMLInputElement>;
  /** Uncontrolled initial value. */
  defaultValue?: string;
};

/**
 * A spam trap: a text field people never see or reach (off-screen, `aria-hidden`, out of the tab
 * order, no autofill). Reject submissions where it has a value.
 */
export function HoneypotField({
  name = 'website',
  label = 'Leave this field empty',
  value,
  onChange,
  defaultValue,
}: HoneypotFieldProps) {
  const id = useId();
  return (
    <div className={root} aria-hidden="true" data-honeypot="">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        name={name}
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={onChange}
        defaultValue={defaultValue}
      />
    </div>
  );
}
