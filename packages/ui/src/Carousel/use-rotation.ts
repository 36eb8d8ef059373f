import {
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type FocusEventHandler,
  type PointerEventHandler,
} from 'react';
import { media } from '../theme/tokens';
import { useEventCallback } from '../internal/use-event-callback';
import { useMediaQuery } from '../internal/use-media-query';

/**
 * The carousel's rotation: whether it plays (the user's choice once they pressed the rotation button, else `autoPlay`
 * unless motion is reduced), whether it turns right now (not while hovered or holding focus, nor with one slide), and
 * the timer that brings the next slide. `hold` are the root's handlers that tell it a pointer or focus is inside
 * (each calls the given one first).
 */
export function useRotation({
  autoPlay,
  count,
  index,
  interval,
  show,
  handlers: { onPointerEnter, onPointerLeave, onFocus, onBlur },
}: {
  autoPlay: boolean;
  count: number;
  index: number;
  interval: number;
  show: (index: number) => void;
  handlers: {
    onPointerEnter?: PointerEventHandler<HTMLElement>;
    onPointerLeave?: PointerEventHandler<HTMLElement>;
    onFocus?: FocusEventHandler<HTMLElement>;
    onBlur?: FocusEventHandler<HTMLElement>;
  };
}) {
  const reducedMotion = useMediaQuery(media.reducedMotion);
  // null until the user presses the rotation button: then their choice wins.
  const [userPlaying, setUserPlaying] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  const playing = userPlaying ?? (autoPlay && !reducedMotion);
  const rotating = playing && !hovered && !focusWithin && count > 1;

  // When the rotation last brought a slide: effects may run a frame after the change it made (Preact runs them
  // after paint), and the next slide is still due one interval after this one came.
  const advancedAt = useRef<number | null>(null);
  const advance = useEventCallback(() => {
    advancedAt.current = Date.now();
    show((index + 1) % count);
  });
  useEffect(() => {
    const since = advancedAt.current ?? Date.now();
    advancedAt.current = null;
    if (!rotating) return;
    // Keyed on the index too: choosing a slide gives it a full interval.
    const timer = window.setTimeout(advance, Math.max(0, since + interval - Date.now()));
    return () => window.clearTimeout(timer);
  }, [rotating, interval, index, advance]);

  const hold = {
    onPointerEnter: (event: Parameters<PointerEventHandler<HTMLElement>>[0]) => {
      onPointerEnter?.(event);
      setHovered(true);
    },
    onPointerLeave: (event: Parameters<PointerEventHandler<HTMLElement>>[0]) => {
      onPointerLeave?.(event);
      setHovered(false);
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      onFocus?.(event);
      setFocusWithin(true);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      onBlur?.(event);
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusWithin(false);
    },
  };

  return { reducedMotion, playing, rotating, setUserPlaying, hold };
}
