import * as styles from './CursorFollower.css';

export interface FollowCursorOptions {
  /** Diameter of the ring in px. */
  size?: number;
  /** Share of the remaining distance covered each frame, from 0 (never moves) to 1 (no trail). */
  smoothing?: number;
  /** Extra class for the ring. */
  className?: string;
}

/** Form fields: the ring steps aside while someone types or picks a value. */
const FIELD = 'input, select, textarea, [contenteditable=""], [contenteditable="true"]';
/** Controls: the ring grows to show the target. */
const INTERACTIVE = 'a[href], button, [role="button"], summary, [tabindex]';
/** Reading text: the ring fades out so it never sits over the words being read. */
const TEXT = 'p, h1, h2, h3, h4, h5, h6, blockquote, figcaption, cite, dt, dd, td, th, pre, label';

/** What the pointer is over, most specific first: a field, a control, text, or empty space. */
function surfaceAt(target: EventTarget | null): 'field' | 'control' | 'text' | 'space' {
  if (!(target instanceof Element)) return 'space';
  if (target.closest(FIELD)) return 'field';
  if (target.closest(INTERACTIVE)) return 'control';
  if (target.closest(TEXT)) return 'text';
  return 'space';
}

/**
 * Plain DOM, no framework: a decorative ring (`[data-cursor-follower]`, appended to `body` when the mouse first
 * moves) trails the mouse pointer. Returns a function that stops it and removes the ring. The caller decides where it
 * runs (fine, hovering pointers without reduced motion).
 */
export function followCursor({
  size = 32,
  smoothing = 0.2,
  className,
}: FollowCursorOptions = {}): () => void {
  const ease = Math.min(1, Math.max(0, smoothing));
  const target = { x: 0, y: 0 };
  const current = { x: 0, y: 0 };
  let ring: HTMLDivElement | null = null;
  let frame = 0;

  const paint = () => {
    frame = 0;
    const dx = target.x - current.x;
    const dy = target.y - current.y;
    if (Math.abs(dx) < 0.1 && Math.abs(dy) < 0.1) {
      current.x = target.x;
      current.y = target.y;
    } else {
      current.x += dx * ease;
      current.y += dy * ease;
      frame = window.requestAnimationFrame(paint);
    }
    if (ring)
      ring.style.transform = `translate3d(${current.x - size / 2}px, ${current.y - size / 2}px, 0)`;
  };
  const schedule = () => {
    if (!frame) frame = window.requestAnimationFrame(paint);
  };
  const setData = (name: string, on: boolean) => ring?.toggleAttribute(name, on);

  const onMove = (event: PointerEvent) => {
    if (event.pointerType && event.pointerType !== 'mouse') return;
    target.x = event.clientX;
    target.y = event.clientY;
    if (!ring) {
      // The first position is taken as is: no fly-in from the corner.
      current.x = target.x;
      current.y = target.y;
      ring = document.createElement('div');
      ring.setAttribute('aria-hidden', 'true');
      ring.setAttribute('data-cursor-follower', '');
      ring.className = [styles.ring, className].filter(Boolean).join(' ');
      ring.style.width = `${size}px`;
      ring.style.height = `${size}px`;
      document.body.append(ring);
    }
    setData('data-hidden', false);
    const surface = surfaceAt(event.target);
    setData('data-hover', surface === 'control');
    setData('data-over-text', surface === 'text' || surface === 'field');
    schedule();
  };
  const onDown = () => setData('data-pressed', true);
  const onUp = () => setData('data-pressed', false);
  const onLeave = () => setData('data-hidden', true);

  window.addEventListener('pointermove', onMove, { passive: true });
  window.addEventListener('pointerdown', onDown, { passive: true });
  window.addEventListener('pointerup', onUp, { passive: true });
  document.documentElement.addEventListener('pointerleave', onLeave);
  return () => {
    window.removeEventListener('pointermove', onMove);
    window.removeEventListener('pointerdown', onDown);
    window.removeEventListener('pointerup', onUp);
    document.documentElement.removeEventListener('pointerleave', onLeave);
    if (frame) window.cancelAnimationFrame(frame);
    ring?.remove();
  };
}
