/**
 * `@agency/ui/enhance`: the components' behaviour as plain DOM code, for pages that are prerendered with React and
 * never hydrated. Each function finds its components in the document by their markup.
 */
import { followCursor } from './CursorFollower/follow-cursor';
import { enhanceMobileMenus } from './MobileMenu/enhance-menu';
import { revealAllOnView } from './Reveal/reveal-on-view';
import { media } from './theme/tokens';

export { enhanceMobileMenus, followCursor, revealAllOnView };

/** The `CursorFollower` ring, where it belongs: a fine, hovering pointer and no reduced motion. */
export function startCursorFollower(): void {
  if (typeof window.matchMedia !== 'function') return;
  const fine = window.matchMedia(media.finePointer);
  const reduced = window.matchMedia(media.reducedMotion);
  let stop: (() => void) | null = null;
  const update = () => {
    const wanted = fine.matches && !reduced.matches;
    if (wanted && !stop) stop = followCursor();
    else if (!wanted && stop) {
      stop();
      stop = null;
    }
  };
  update();
  fine.addEventListener('change', update);
  reduced.addEventListener('change', update);
}
