import { useEffect } from 'react';
import { media } from '../theme/tokens';
import { useMediaQuery } from '../internal/use-media-query';
import { followCursor } from './follow-cursor';

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

/**
 * A soft ring that trails the mouse pointer. Only on devices with a fine, hovering pointer and
 * without `prefers-reduced-motion`; decorative (`aria-hidden`), `pointer-events: none` so it
 * never blocks a click, and it leaves the real cursor visible. It grows over controls and fades
 * out over reading text and form fields, so it is never in the way of words. Renders nothing
 * until the pointer first moves. Pages without React run the same code through `startCursorFollower`
 * (`@agency/ui/enhance`).
 */
export function CursorFollower({ size = 32, smoothing = 0.2, className }: CursorFollowerProps) {
  const finePointer = useMediaQuery(media.finePointer);
  const reducedMotion = useMediaQuery(media.reducedMotion);
  const enabled = finePointer && !reducedMotion;
  useEffect(
    () => (enabled ? followCursor({ size, smoothing, className }) : undefined),
    [enabled, size, smoothing, className],
  );
  return null;
}
