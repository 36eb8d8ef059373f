import { useEffect, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Escape closes the dialog; Tab and Shift+Tab go round its focusable elements and never leave it. */
function trapFocus(dialog: HTMLElement, close: () => void): () => void {
  const focusables = () => Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
  focusables()[0]?.focus();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = focusables();
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !dialog.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };
  document.addEventListener('keydown', onKeyDown);
  return () => document.removeEventListener('keydown', onKeyDown);
}

/**
 * Following any link in the menu closes it, the extra content's included: a link to a part of the page the visitor is
 * on navigates without unmounting the menu.
 */
function closeOnLink(dialog: HTMLElement, close: () => void): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) close();
  };
  dialog.addEventListener('click', onClick);
  return () => dialog.removeEventListener('click', onClick);
}

/** The layout outgrew the menu (e.g. a rotated tablet): close it rather than strand it. */
function closeOnMatch(query: string | undefined, close: () => void): () => void {
  const wide = query && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
  const onWide = (event: MediaQueryListEvent) => {
    if (event.matches) close();
  };
  wide?.addEventListener('change', onWide);
  return () => wide?.removeEventListener('change', onWide);
}

/** Lock the page behind; pad for the vanished scrollbar so nothing shifts sideways. */
function lockPageScroll(): () => void {
  const { body, documentElement } = document;
  const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
  const scrollbar = window.innerWidth - documentElement.clientWidth;
  body.style.overflow = 'hidden';
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  return () => {
    body.style.overflow = previous.overflow;
    body.style.paddingRight = previous.paddingRight;
  };
}

/**
 * While the menu's dialog is shown it is modal: focus moves into it and stays there, Escape, a link or a wider layout
 * closes it, the page behind does not scroll, and on closing focus returns to the menu button.
 */
export function useModalMenu({
  shown,
  dialogRef,
  triggerRef,
  requestClose,
  closeWhen,
}: {
  shown: boolean;
  dialogRef: RefObject<HTMLDivElement | null>;
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** Stable: a new identity would re-run the focus and scroll lock. */
  requestClose: () => void;
  /** A media query that closes the menu when it starts matching. */
  closeWhen: string | undefined;
}) {
  useEffect(() => {
    if (!shown) return;
    const dialog = dialogRef.current;
    if (!dialog) return;
    const trigger = triggerRef.current;
    const undo = [
      trapFocus(dialog, requestClose),
      closeOnLink(dialog, requestClose),
      closeOnMatch(closeWhen, requestClose),
      lockPageScroll(),
    ];
    return () => {
      for (const step of undo) step();
      trigger?.focus();
    };
  }, [shown, closeWhen, requestClose, dialogRef, triggerRef]);
}
