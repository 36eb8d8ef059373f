import { useEffect, useRef, type ComponentPropsWithoutRef } from 'react';
import * as styles from './ScrollProgress.css';

export interface ScrollProgressProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /**
   * Where the bar sits: at the top of the viewport (default) or at the top of its positioned container.
   * @default 'fixed'
   */
  position?: 'fixed' | 'absolute';
}

/** Share of the page scrolled so far, 0 to 1. */
export function scrollProgress(): number {
  const doc = document.documentElement;
  const max = doc.scrollHeight - window.innerHeight;
  if (max <= 0) return 0;
  return Math.min(1, Math.max(0, window.scrollY / max));
}

/**
 * A thin bar across the top of the viewport that fills as the page scrolls. Decorative
 * (`aria-hidden`): the scrollbar already tells assistive technology where the reader is.
 * Updates run in a passive scroll listener batched with requestAnimationFrame and only touch
 * `transform`, so they never cause layout.
 */
export function ScrollProgress({
  position = 'fixed',
  className,
  style,
  ...rest
}: ScrollProgressProps) {
  const barRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let frame = 0;
    const paint = () => {
      frame = 0;
      const bar = barRef.current;
      if (bar) bar.style.transform = `scaleX(${scrollProgress()})`;
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(paint);
    };
    paint();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);

  return (
    <div
      {...rest}
      aria-hidden="true"
      data-scroll-progress=""
      className={[styles.track({ position }), className].filter(Boolean).join(' ')}
      style={style}
    >
      <div ref={barRef} className={styles.bar} style={{ transform: 'scaleX(0)' }} />
    </div>
  );
}
