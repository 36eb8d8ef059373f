import {
  useLayoutEffect,
  useRef,
  useState,
  type ElementType,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { media } from '../theme/tokens';
import { reveal } from './Reveal.css';

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

type RevealState = 'static' | 'hidden' | 'visible';

/**
 * Fades and lifts its content in (opacity + 14 px, transform only: no layout shift) once
 * `threshold` of it is in view, after `delay` ms.
 *
 * Progressive: the server HTML carries no hidden state, so content is visible without JS. After
 * mount the component hides only content that is still below the fold; content already on screen
 * (or scrolled past),
 * browsers without IntersectionObserver and `prefers-reduced-motion: reduce` get no effect at all.
 * The observer disconnects after the reveal.
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
  const revealed = useRef(false);
  const [state, setState] = useState<RevealState>('static');

  // Layout effect: the hidden state is applied before the browser paints a client-rendered tree.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || revealed.current || typeof IntersectionObserver === 'undefined') return;
    if (typeof window.matchMedia === 'function' && window.matchMedia(media.reducedMotion).matches)
      return;

    const viewportHeight = window.innerHeight || document.documentElement.clientHeight;
    const rect = element.getBoundingClientRect();
    // On screen or already scrolled past (e.g. prerendered above the fold, or the reader scrolled
    // before hydration): it has been seen, never hide it again.
    if (rect.height > 0 && rect.top < viewportHeight) return;

    // An element many screens tall can never have 10 % of itself in view: lower the bar for it.
    const reachable = rect.height > 0 ? viewportHeight / rect.height : 1;
    const ratio = Math.min(threshold, reachable / 2);

    let timer: ReturnType<typeof setTimeout> | undefined;
    setState('hidden');
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.find((e) => e.target === element);
        if (!entry || !entry.isIntersecting || entry.intersectionRatio < ratio) return;
        observer.disconnect();
        revealed.current = true;
        if (delay > 0) timer = setTimeout(() => setState('visible'), delay);
        else setState('visible');
      },
      { threshold: ratio },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      if (timer !== undefined) {
        clearTimeout(timer);
        // Revealed but still waiting out the delay: never leave the content stuck hidden.
        setState('visible');
      }
    };
  }, [threshold, delay]);

  return (
    <Tag
      {...props}
      ref={ref}
      className={className ? `${reveal} ${className}` : reveal}
      data-reveal={state === 'static' ? undefined : state}
    >
      {children}
    </Tag>
  );
}
