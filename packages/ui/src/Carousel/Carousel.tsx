import {
  Children,
  useEffect,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type FocusEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { media } from '../theme/tokens';
import { useControllableState } from '../internal/use-controllable-state';
import { useEventCallback } from '../internal/use-event-callback';
import { useHydrated } from '../internal/use-hydrated';
import { useMediaQuery } from '../internal/use-media-query';
import { PauseIcon, PlayIcon } from '../internal/Icons';
import * as styles from './Carousel.css';

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
  onPointerEnter,
  onPointerLeave,
  onFocus,
  onBlur,
  ref,
  ...rest
}: CarouselProps<T>) {
  const slides = items && renderItem ? items.map(renderItem) : Children.toArray(children);
  const count = slides.length;
  const [rawIndex, setIndex] = useControllableState(value, defaultValue, onValueChange);
  const index = count > 0 ? ((rawIndex % count) + count) % count : 0;

  const reducedMotion = useMediaQuery(media.reducedMotion);
  // null until the user presses the rotation button: then their choice wins.
  const [userPlaying, setUserPlaying] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);

  const enhanced = useHydrated();
  const playing = userPlaying ?? (autoPlay && !reducedMotion);
  const rotating = playing && !hovered && !focusWithin && count > 1;

  // When the rotation last brought a slide: effects may run a frame after the change it made (Preact runs them
  // after paint), and the next slide is still due one interval after this one came.
  const advancedAt = useRef<number | null>(null);
  const advance = useEventCallback(() => {
    advancedAt.current = Date.now();
    setIndex((index + 1) % count);
  });
  useEffect(() => {
    const since = advancedAt.current ?? Date.now();
    advancedAt.current = null;
    if (!rotating) return;
    // Keyed on the index too: choosing a slide gives it a full interval.
    const timer = window.setTimeout(advance, Math.max(0, since + interval - Date.now()));
    return () => window.clearTimeout(timer);
  }, [rotating, interval, index, advance]);

  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    onBlur?.(event);
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusWithin(false);
  };

  const duration = `${reducedMotion ? 0 : transition}ms`;

  return (
    <section
      {...rest}
      ref={ref}
      aria-roledescription="carousel"
      aria-label={label}
      data-state={rotating ? 'playing' : 'paused'}
      data-enhanced={enhanced || undefined}
      className={[styles.root, className].filter(Boolean).join(' ')}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        setHovered(true);
      }}
      onPointerLeave={(event) => {
        onPointerLeave?.(event);
        setHovered(false);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        setFocusWithin(true);
      }}
      onBlur={handleBlur}
    >
      {/* APG: the rotation control comes first in the tab order; the grid places it below the slides. */}
      {count > 1 && (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.playButton}
            aria-label={playing ? pauseLabel : playLabel}
            data-state={playing ? 'playing' : 'paused'}
            onClick={() => setUserPlaying(!playing)}
          >
            {playing ? <PauseIcon /> : <PlayIcon />}
          </button>
          <div className={styles.dots}>
            {slides.map((_, i) => (
              <button
                key={i}
                type="button"
                className={styles.dot}
                aria-label={dotLabel(i)}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setIndex(i)}
              />
            ))}
          </div>
        </div>
      )}
      {/* Before scripts run the slides are a row to scroll, and keyboard users scroll it once it has focus. */}
      <div
        className={styles.viewport}
        aria-live={rotating ? 'off' : 'polite'}
        tabIndex={enhanced ? undefined : 0}
      >
        {slides.map((slide, i) => {
          // Without scripts every slide is shown (side by side), so none is hidden from anyone.
          const active = i === index || !enhanced;
          return (
            <div
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel(i, count)}
              aria-hidden={active ? undefined : true}
              inert={!active}
              data-state={active ? 'active' : 'inactive'}
              className={styles.slide}
              style={{ transitionDuration: duration }}
            >
              {slide}
            </div>
          );
        })}
      </div>
    </section>
  );
}
