import { useEffect, useId, useLayoutEffect, useRef, type ReactNode, type Ref } from 'react';
import { createPortal } from 'react-dom';
import { AnyLink } from '../internal/AnyLink';
import { CloseIcon, MenuIcon } from '../internal/Icons';
import type { LinkComponent } from '../internal/link';
import { currentState, type NavLinkItem } from '../internal/nav';
import { useControllableState } from '../internal/use-controllable-state';
import { useEventCallback } from '../internal/use-event-callback';
import { useHydrated } from '../internal/use-hydrated';
import * as styles from './MobileMenu.css';

export interface MobileMenuProps {
  /** The navigation links listed in the overlay. */
  links: readonly NavLinkItem[];
  /** Path of the current page: its link gets `aria-current="page"` and the highlight. */
  currentPath?: string;
  /** The app's link component (e.g. a router Link wrapper); defaults to a plain anchor. */
  linkComponent?: LinkComponent;
  /** Whether the overlay is open (controlled). */
  open?: boolean;
  /**
   * Whether the overlay starts open (uncontrolled).
   * @default false
   */
  defaultOpen?: boolean;
  /** Called when the overlay asks to open or close. */
  onOpenChange?: (open: boolean) => void;
  /**
   * Visible title and accessible name of the dialog.
   * @default 'Menu'
   */
  label?: string;
  /**
   * Accessible name of the menu button.
   * @default 'Open menu'
   */
  openLabel?: string;
  /**
   * Accessible name of the close button.
   * @default 'Close menu'
   */
  closeLabel?: string;
  /** A media query; an open menu closes when it starts matching (SiteHeader passes its `md` breakpoint). */
  closeOnMatch?: string;
  /** Extra content under the links, e.g. a call-to-action button; following a link in it closes the menu. */
  children?: ReactNode;
  /** Class for the menu button (e.g. to hide it on wide screens). */
  className?: string;
  /** Ref to the menu button. */
  ref?: Ref<HTMLButtonElement>;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A menu button that opens a full-screen navigation overlay (a modal dialog). Escape or the close
 * button closes it; focus moves into the dialog, is trapped there, and returns to the menu button
 * on close; the page behind does not scroll. Choosing a link closes it.
 *
 * Before JavaScript runs (prerendered HTML, hydration), the overlay is a native `popover` that the
 * button opens with `popovertarget`: the menu works without scripts (Escape and the close button
 * close it; links navigate). Once hydrated, the dialog above takes over, opening already if the
 * visitor opened the popover meanwhile.
 */
export function MobileMenu({
  links,
  currentPath,
  linkComponent,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  label = 'Menu',
  openLabel = 'Open menu',
  closeLabel = 'Close menu',
  closeOnMatch,
  children,
  className,
  ref,
}: MobileMenuProps) {
  const [open, setOpen] = useControllableState(openProp, defaultOpen, onOpenChange);
  // Portals need `document`; before hydration the native popover stands in.
  const isClient = useHydrated();
  const id = useId();
  const dialogId = `${id}-dialog`;
  const titleId = `${id}-title`;
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const popoverRef = useRef<HTMLDivElement>(null);
  const shown = open && isClient;
  // Stable: a new onOpenChange identity must not re-run the focus and scroll-lock effect.
  const requestClose = useEventCallback(() => setOpen(false));

  // At hydration, a popover the visitor opened before scripts ran becomes the open dialog.
  useLayoutEffect(() => {
    try {
      if (popoverRef.current?.matches(':popover-open')) setOpen(true);
    } catch {
      // No popover support: the popover never opened.
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at hydration
  }, []);

  useEffect(() => {
    if (!shown) return;
    const dialog = dialogRef.current;
    if (!dialog) return;
    const trigger = triggerRef.current;
    const focusables = () => Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
    focusables()[0]?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        requestClose();
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

    // Following any link in the menu closes it, the extra content's included: a link to a part of the page the
    // visitor is on navigates without unmounting the menu.
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a[href]')) requestClose();
    };
    dialog.addEventListener('click', onClick);

    // The layout outgrew the menu (e.g. a rotated tablet): close it rather than strand it.
    const wide =
      closeOnMatch && typeof window.matchMedia === 'function'
        ? window.matchMedia(closeOnMatch)
        : null;
    const onWide = (event: MediaQueryListEvent) => {
      if (event.matches) requestClose();
    };
    wide?.addEventListener('change', onWide);

    // Lock the page behind; pad for the vanished scrollbar so nothing shifts sideways.
    const { body, documentElement } = document;
    const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    const scrollbar = window.innerWidth - documentElement.clientWidth;
    body.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      dialog.removeEventListener('click', onClick);
      wide?.removeEventListener('change', onWide);
      body.style.overflow = previous.overflow;
      body.style.paddingRight = previous.paddingRight;
      trigger?.focus();
    };
  }, [shown, closeOnMatch, requestClose]);

  const setTriggerRef = (el: HTMLButtonElement | null) => {
    triggerRef.current = el;
    if (typeof ref === 'function') return ref(el);
    if (ref) ref.current = el;
  };

  // The overlay: the modal dialog once React runs, or (in the prerendered HTML, while hydrating, and on pages that
  // never hydrate) a native popover, not modal (`enhanceMobileMenus` adds focus handling), whose links are page loads.
  const popoverId = `${id}-popover`;
  const close = isClient ? () => setOpen(false) : undefined;
  const overlay = (
    <div
      {...(isClient
        ? {
            ref: dialogRef,
            id: dialogId,
            role: 'dialog',
            'aria-modal': 'true',
            'data-state': 'open',
            className: styles.overlay,
          }
        : {
            ref: popoverRef,
            id: popoverId,
            popover: 'auto' as const,
            className: `${styles.overlay} ${styles.popover}`,
          })}
      aria-labelledby={titleId}
    >
      <div className={styles.top}>
        <p id={titleId} className={styles.title}>
          {label}
        </p>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={closeLabel}
          onClick={close}
          popoverTarget={isClient ? undefined : popoverId}
          popoverTargetAction="hide"
        >
          <CloseIcon />
        </button>
      </div>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.href} className={styles.item}>
            <AnyLink
              href={link.href}
              linkComponent={linkComponent}
              aria-current={currentState(link.href, currentPath)}
              className={styles.link}
              onClick={close}
            >
              {link.label}
            </AnyLink>
          </li>
        ))}
      </ul>
      {children && <div className={styles.extra}>{children}</div>}
    </div>
  );

  return (
    <>
      <button
        ref={setTriggerRef}
        type="button"
        className={[styles.iconButton, className].filter(Boolean).join(' ')}
        aria-label={openLabel}
        aria-expanded={open}
        aria-controls={isClient ? dialogId : popoverId}
        aria-haspopup="dialog"
        data-state={open ? 'open' : 'closed'}
        popoverTarget={isClient ? undefined : popoverId}
        onClick={() => setOpen(!open)}
      >
        <MenuIcon />
      </button>
      {isClient ? shown && createPortal(overlay, document.body) : overlay}
    </>
  );
}
