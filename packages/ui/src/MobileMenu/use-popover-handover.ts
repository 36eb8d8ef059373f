import { useLayoutEffect, type RefObject } from 'react';
import { useEventCallback } from '../internal/use-event-callback';

/** At hydration, a popover the visitor opened before scripts ran becomes the open dialog (`open()`). */
export function usePopoverHandover(popoverRef: RefObject<HTMLElement | null>, open: () => void) {
  // Stable, like the ref: the check runs once, at hydration.
  const openDialog = useEventCallback(open);
  useLayoutEffect(() => {
    try {
      if (popoverRef.current?.matches(':popover-open')) openDialog();
    } catch {
      // No popover support: the popover never opened.
    }
  }, [popoverRef, openDialog]);
}
