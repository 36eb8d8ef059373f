import { media } from '../theme/tokens';
import { reveal } from './Reveal.css';

export interface RevealOptions {
  /** Share of the element (0–1) that must be in the viewport before it fades in. */
  threshold?: number;
  /** Milliseconds to wait after the threshold is reached. */
  delay?: number;
}

/** Shares of the element in view at which the observer reports, up to the threshold: a tall element gets its chance. */
function steps(threshold: number): number[] {
  return [...new Set([0, 0.01, 0.025, 0.05, threshold])].filter((step) => step <= threshold);
}

/**
 * Plain DOM, no framework: hides `element` if it is still below the fold and fades it in (`data-reveal`) once
 * `threshold` of it is in view, after `delay` ms. Content already on screen or scrolled past, browsers without
 * IntersectionObserver and `prefers-reduced-motion: reduce` get no effect at all. Returns a cleanup function.
 *
 * Where the element is comes from the observer's first report, never from reading the layout: a page that starts
 * many of these forces no layout while its script runs, and bands that render only near the viewport stay unrendered.
 */
export function revealOnView(
  element: HTMLElement,
  { threshold = 0.1, delay = 0 }: RevealOptions = {},
): () => void {
  const none = () => undefined;
  if (
    element.getAttribute('data-reveal') === 'visible' ||
    typeof IntersectionObserver === 'undefined'
  )
    return none;
  if (typeof window.matchMedia === 'function' && window.matchMedia(media.reducedMotion).matches)
    return none;

  let located = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const show = () => {
    timer = undefined;
    element.setAttribute('data-reveal', 'visible');
  };
  const observer = new IntersectionObserver(
    (entries) => {
      const entry = entries.findLast((e) => e.target === element);
      if (!entry) return;
      const { top, height } = entry.boundingClientRect;
      const viewportHeight = entry.rootBounds?.height ?? window.innerHeight;
      if (!located) {
        located = true;
        // On screen or already scrolled past: it has been seen, never hide it.
        if (height > 0 && top < viewportHeight) {
          observer.disconnect();
          return;
        }
        element.setAttribute('data-reveal', 'hidden');
      }
      // An element many screens tall can never have 10 % of itself in view: lower the bar for it.
      const reachable = height > 0 ? viewportHeight / height : 1;
      if (!entry.isIntersecting || entry.intersectionRatio < Math.min(threshold, reachable / 2))
        return;
      observer.disconnect();
      if (delay > 0) timer = setTimeout(show, delay);
      else show();
    },
    { threshold: steps(threshold) },
  );
  observer.observe(element);
  return () => {
    observer.disconnect();
    if (timer !== undefined) {
      clearTimeout(timer);
      // Revealed but still waiting out the delay: never leave the content stuck hidden.
      show();
    } else if (element.getAttribute('data-reveal') === 'hidden') {
      // Stopped before it came into view: as it was (a later start looks again).
      element.removeAttribute('data-reveal');
    }
  };
}

/** Every `Reveal` in the prerendered page, each with the threshold and delay it was rendered with. */
export function revealAllOnView(root: ParentNode = document): void {
  for (const element of root.querySelectorAll<HTMLElement>(`.${reveal}`)) {
    const { threshold, delay } = element.dataset;
    revealOnView(element, {
      ...(threshold ? { threshold: Number(threshold) } : {}),
      ...(delay ? { delay: Number(delay) } : {}),
    });
  }
}
