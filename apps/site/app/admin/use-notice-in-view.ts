import { useEffect, useRef } from 'react';
import type { PageNotice } from './inbox-data';

/**
 * The page's notice, brought into view when a new one appears: on a phone the button that caused it (a retry, an
 * assignment) sits a screen or more below it. The live region has already announced it; focus stays where it was.
 */
export function useNoticeInView(notice: PageNotice | null | undefined) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice) ref.current?.scrollIntoView({ block: 'nearest' });
  }, [notice]);
  return ref;
}
