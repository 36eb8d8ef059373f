import { Children, type ComponentPropsWithoutRef, type ReactNode, type Ref } from 'react';
import { useControllableState } from '../internal/use-controllable-state';
import { useHydrated } from '../internal/use-hydrated';
import * as styles from './Carousel.css';
import { CarouselControls } from './CarouselControls';
import { CarouselSlide } from './CarouselSlide';
import { useRotation } from './use-rotation';

export interface CarouselProps<T = unknown> extends Omit<
  ComponentPropsWithoutRef<'section'>,
  'children' | 'defaultValue' | 'aria-label'
> {
  /** Accessible name of the carousel, e.g. "Client testimonials". */
  label: string;
  /**
   * Milliseconds each slide stays before the next one.
   * @default 6000
   */
  interval?: number;
  /**
   * Cross-fade duration in milliseconds (the CSS transition).
   * @default 1000
   */
  transition?: number;
  /** The slides, one child each. Ignored when `items` and `renderItem` are given. */
  children?: ReactNode;
  /** Data for the slides, rendered with `renderItem`. */
  items?: readonly T[];
  /** Renders one slide from an item. */
  renderItem?: (item: T, index: number) => ReactNode;
  /** The current slide index (controlled). */
  value?: number;
  /**
   * The slide shown first (uncontrolled).
   * @default 0
   */
  defaultValue?: number;
  /** Called with the new slide index, by rotation or by a dot. */
  onValueChange?: (index: number) => void;
  /**
   * Whether rotation starts on its own. Never under `prefers-reduced-motion`.
   * @default true
   */
  autoPlay?: boolean;
  /** Accessible name of each slide. Default "N of M". */
  slideLabel?: (index: number, count: number) => string;
  /** Accessible name of each dot button. Default "Go to slide N". */
  dotLabel?: (index: number) => string;
  /**
   * Accessible name of the rotation button while playing.
   * @default 'Pause carousel'
   */
  pauseLabel?: string;
  /**
   * Accessible name of the rotation button while paused.
   * @default 'Play carousel'
   */
  playLabel?: string;
  /** Ref to the root `section`. */
  ref?: Ref<HTMLElement>;
}

const defaultSlideLabel = (index: number, count: number) => `${index + 1} of ${count}`;
const defaultDotLabel = (index: number) => `Go to slide ${index + 1}`;

/**
 * An auto-rotating carousel with cross-fading slides (WAI-ARIA APG carousel with rotation control).
 * Every slide is rendered in the HTML, stacked in one grid cell so the height is the tallest slide's.
 * Rotation pauses on hover, while focus is inside, when the user presses pause, and never starts
 * under `prefers-reduced-motion`.
 *
 * Before JavaScript runs (prerendered HTML, hydration), every slide is readable: the slides sit
 * side by side in a scroll-snapping row that takes keyboard focus, with the browser's own scroll
 * markers as its dots, while the controls (which need scripts) keep their place invisibly.
 * Rotation only ever starts once scripts run.
 */
export function Carousel<T = unknown>({
  label,
  interval = 6000,
  transition = 1000,
  children,
  items,
  renderItem,
  value,
  defaultValue = 0,
  onValueChange,
  autoPlay = true,
  slideLabel = defaultSlideLabel,
  dotLabel = defaultDotLabel,
  pauseLabel = 'Pause carousel',
  playLabel = 'Play carousel',
  className,
  ref,
  ...rest
}: CarouselProps<T>) {
  const slides = items && renderItem ? items.map(renderItem) : Children.toArray(children);
  const count = slides.length;
  const [rawIndex, setIndex] = useControllableState(value, defaultValue, onValueChange);
  const index = count > 0 ? ((rawIndex % count) + count) % count : 0;

  const enhanced = useHydrated();
  const { reducedMotion, playing, rotating, setUserPlaying, hold } = useRotation({
    autoPlay,
    count,
    index,
    interval,
    show: setIndex,
    handlers: rest,
  });

  return (
    <section
      {...rest}
      ref={ref}
      aria-roledescription="carousel"
      aria-label={label}
      data-state={rotating ? 'playing' : 'paused'}
      data-enhanced={enhanced || undefined}
      className={[styles.root, className].filter(Boolean).join(' ')}
      // After `rest`: these call the caller's own pointer and focus handlers, then pause the rotation.
      {...hold}
    >
      {/* APG: the rotation control comes first in the tab order; the grid places it below the slides. */}
      {count > 1 && (
        <CarouselControls
          count={count}
          index={index}
          playing={playing}
          onPlayingChange={setUserPlaying}
          onSelect={setIndex}
          dotLabel={dotLabel}
          pauseLabel={pauseLabel}
          playLabel={playLabel}
        />
      )}
      {/* Before scripts run the slides are a row to scroll, and keyboard users scroll it once it has focus. */}
      <div
        className={styles.viewport}
        aria-live={rotating ? 'off' : 'polite'}
        tabIndex={enhanced ? undefined : 0}
      >
        {slides.map((slide, i) => (
          // Without scripts every slide is shown (side by side), so none is hidden from anyone.
          <CarouselSlide
            key={i}
            label={slideLabel(i, count)}
            active={i === index || !enhanced}
            fade={reducedMotion ? 0 : transition}
          >
            {slide}
          </CarouselSlide>
        ))}
      </div>
    </section>
  );
}
