import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { media } from '../theme/tokens';
import { useMediaQuery } from '../internal/use-media-query';
import * as styles from './CursorFollower.css';

export interface CursorFollowerProps {
  /**
   * Diameter of the ring in px.
   * @default 32
   */
  size?: number;
  /**
   * Share of the remaining distance covered each frame, from 0 (never moves) to 1 (no trail).
   * @default 0.2
   */
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
 * A soft ring that trails the mouse pointer. Only on devices with a fine, hovering pointer and
 * without `prefers-reduced-motion`; decorative (`aria-hidden`), `pointer-events: none` so it
 * never blocks a click, and it leaves the real cursor visible. It grows over controls and fades
 * out over reading text and form fields, so it is never in the way of words. Renders nothing
 * until the pointer first moves.
 */
export function CursorFollower({ size = 32, smoothing = 0.2, className }: CursorFollowerProps) {
  const finePointer = useMediaQuery(media.finePointer);
  const reducedMotion = useMediaQuery(media.reducedMotion);
  const enabled = finePointer && !reducedMotion;
  const [moved, setMoved] = useState(false);
  const ringRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!enabled) return;
    const ease = Math.min(1, Math.max(0, smoothing));
    const target = { x: 0, y: 0 };
    const current = { x: 0, y: 0 };
    let started = false;
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
      const ring = ringRef.current;
      if (ring)
        ring.style.transform = `translate3d(${current.x - size / 2}px, ${current.y - size / 2}px, 0)`;
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(paint);
    };
    const setData = (name: string, on: boolean) => {
      const ring = ringRef.current;
      if (ring) ring.toggleAttribute(name, on);
    };

    const onMove = (event: PointerEvent) => {
      if (event.pointerType && event.pointerType !== 'mouse') return;
      target.x = event.clientX;
      target.y = event.clientY;
      if (!started) {
        // The first position is taken as is: no fly-in from the corner.
        started = true;
        current.x = target.x;
        current.y = target.y;
        setMoved(true);
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
    };
  }, [enabled, size, smoothing]);

  if (!enabled || !moved) return null;
  return createPortal(
    <div
      ref={ringRef}
      aria-hidden="true"
      data-cursor-follower=""
      className={[styles.ring, className].filter(Boolean).join(' ')}
      style={{ width: size, height: size }}
    />,
    document.body,
  );
}
