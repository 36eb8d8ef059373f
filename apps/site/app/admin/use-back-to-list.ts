import { useEffect, useRef, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/** React Router's position of the current entry in the session history (in `history.state`); null elsewhere. */
function historyIndex(): number | null {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
}

/**
 * The back control of an open submission: when the entry before it in the browser's history is the list it links to
 * (the submission was opened from there), it goes back to that entry, so the list shows where it was scrolled to, as
 * the browser's Back button does, and the history does not grow a second copy of the list. Otherwise (opened from a
 * link or a reload) it follows its link.
 */
export function useBackToList(listHref: string, listShown: boolean) {
  const navigate = useNavigate();
  const listEntry = useRef<{ idx: number; href: string } | null>(null);
  useEffect(() => {
    const idx = historyIndex();
    if (listShown && idx !== null) listEntry.current = { idx, href: listHref };
  });
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    const entry = listEntry.current;
    const idx = historyIndex();
    if (entry === null || idx === null || entry.href !== listHref || idx !== entry.idx + 1) return;
    event.preventDefault();
    void navigate(-1);
  };
}
