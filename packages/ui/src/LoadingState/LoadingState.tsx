import type { HTMLAttributes } from 'react';
import { Spinner } from '../Spinner/Spinner';
import { root } from './LoadingState.css';

export type LoadingStateProps = Omit<HTMLAttributes<HTMLDivElement>, 'children'> & {
  /** What is loading, shown and announced, e.g. "Loading Services...". */
  label: string;
  /**
   * `inline` hugs its content; `block` reserves 40% of the viewport height; `page` fills the screen below the header.
   * @default 'block'
   */
  layout?: 'inline' | 'block' | 'page';
};

/** A spinner with visible text inside a `role="status"` region, for lazy pages and sections. */
export function LoadingState({ label, layout, className, ...props }: LoadingStateProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      {...props}
      className={className ? `${root({ layout })} ${className}` : root({ layout })}
    >
      <Spinner size={layout === 'inline' ? 'sm' : 'lg'} />
      <p>{label}</p>
    </div>
  );
}
