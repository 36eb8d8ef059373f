import type { HTMLAttributes } from 'react';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { spinner, wrapper } from './Spinner.css';

export type SpinnerProps = Omit<HTMLAttributes<HTMLSpanElement>, 'children'> & {
  /**
   * Diameter: sm 16 px (inside buttons), md 24 px, lg 40 px.
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg';
  /**
   * `accent` ring, or `current` to follow the text colour (e.g. on a primary button).
   * @default 'accent'
   */
  tone?: 'accent' | 'current';
  /**
   * Text for screen readers. With a label the spinner is a `role="status"` region announcing it;
   * without one it is decorative (`aria-hidden`) and the surrounding text must say what is loading.
   */
  label?: string;
};

const cx = (...classes: (string | undefined)[]) => classes.filter(Boolean).join(' ');

/** A rotating ring. Under reduced motion it pulses gently instead of spinning. */
export function Spinner({ size, tone, label, className, ...props }: SpinnerProps) {
  if (!label) {
    return (
      <span {...props} className={cx(spinner({ size, tone }), className)} aria-hidden="true" />
    );
  }
  return (
    <span role="status" {...props} className={cx(wrapper, className)}>
      <span className={spinner({ size, tone })} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
