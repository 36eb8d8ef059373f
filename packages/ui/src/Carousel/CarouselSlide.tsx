import type { ReactNode } from 'react';
import * as styles from './Carousel.css';

/** One slide, stacked with the others: only the active one is shown to anyone, and it fades in over `fade` milliseconds. */
export function CarouselSlide({
  label,
  active,
  fade,
  children,
}: {
  label: string;
  active: boolean;
  fade: number;
  children: ReactNode;
}) {
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={label}
      aria-hidden={active ? undefined : true}
      inert={!active}
      data-state={active ? 'active' : 'inactive'}
      className={styles.slide}
      style={{ transitionDuration: `${fade}ms` }}
    >
      {children}
    </div>
  );
}
