import { useEffect, useRef, type ElementType, type HTMLAttributes, type ReactNode } from 'react';
import { reveal } from './Reveal.css';
import { revealOnView } from './reveal-on-view';

export type RevealProps = HTMLAttributes<HTMLElement> & {
  /**
   * Element to render (`div`, `section`, `li`...).
   * @default 'div'
   */
  as?: ElementType;
  /**
   * Share of the element (0–1) that must be in the viewport before it fades in.
   * @default 0.1
   */
  threshold?: number;
  /**
   * Milliseconds to wait after the threshold is reached, for staggering siblings (e.g. 100 ms per card).
   * @default 0
   */
  delay?: number;
  /** Content to reveal. */
  children?: ReactNode;
};

/**
 * Fades and lifts its content in (opacity + 14 px, transform only: no layout shift) once
 * `threshold` of it is in view, after `delay` ms.
 *
 * Progressive: the server HTML carries no hidden state, so content is visible without JS. After
 * mount the component hides only content that is still below the fold; content already on screen
 * (or scrolled past), browsers without IntersectionObserver and `prefers-reduced-motion: reduce` get
 * no effect at all. The observer disconnects after the reveal. A page without React gets the same
 * from `revealAllOnView` (`@agency/ui/enhance`), which reads the threshold and delay from the markup.
 */
export function Reveal({
  as: Tag = 'div',
  threshold = 0.1,
  delay = 0,
  className,
  children,
  ...props
}: RevealProps) {
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const element = ref.current;
    return element ? revealOnView(element, { threshold, delay }) : undefined;
  }, [threshold, delay]);

  return (
    <Tag
      {...props}
      ref={ref}
      className={className ? `${reveal} ${className}` : reveal}
      data-threshold={threshold === 0.1 ? undefined : threshold}
      data-delay={delay || undefined}
    >
      {children}
    </Tag>
  );
}
