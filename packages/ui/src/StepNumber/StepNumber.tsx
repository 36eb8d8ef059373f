import * as styles from './StepNumber.css';

export type StepNumberProps = {
  /** The step's number; a number is shown with two digits (3 → "03"), a string as given. */
  value: number | string;
  /**
   * `sm` inside small cards, `md` on step cards, `lg` beside a step's full description.
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg';
  className?: string;
};

/**
 * A step's number in big gradient numerals. Decorative: the ordered list it sits in already tells assistive
 * technology the position, so the number is hidden from it.
 */
export function StepNumber({ value, size, className }: StepNumberProps) {
  const cls = styles.stepNumber({ size });
  return (
    <span className={className ? `${cls} ${className}` : cls} aria-hidden="true">
      {typeof value === 'number' ? String(value).padStart(2, '0') : value}
    </span>
  );
}
