import { useId, useRef, type ReactNode, type Ref, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import type { LinkComponent } from '../internal/link';
import type { NavLinkItem } from '../internal/nav';
import { useControllableState } from '../internal/use-controllable-state';
import { useEventCallback } from '../internal/use-event-callback';
import { useHydrated } from '../internal/use-hydrated';
import * as styles from './MobileMenu.css';
import { MenuButton } from './MenuButton';
import { MenuLinks } from './MenuLinks';
import { MenuTitleBar } from './MenuTitleBar';
import { usePopoverHandover } from './use-popover-handover';
import { useModalMenu } from './use-modal-menu';

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

/** Points the menu's own ref and the caller's at the menu button. */
function setRefs(
  el: HTMLButtonElement | null,
  own: RefObject<HTMLButtonElement | null>,
  theirs: Ref<HTMLButtonElement> | undefined,
) {
  own.current = el;
  if (typeof theirs === 'function') return theirs(el);
  if (theirs) theirs.current = el;
}

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

  usePopoverHandover(popoverRef, () => setOpen(true));
  useModalMenu({ shown, dialogRef, triggerRef, requestClose, closeWhen: closeOnMatch });

  const setTriggerRef = (el: HTMLButtonElement | null) => setRefs(el, triggerRef, ref);

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
      <MenuTitleBar
        titleId={titleId}
        label={label}
        closeLabel={closeLabel}
        onClose={close}
        popoverId={isClient ? undefined : popoverId}
      />
      <MenuLinks
        links={links}
        currentPath={currentPath}
        linkComponent={linkComponent}
        onChoose={close}
      />
      {children && <div className={styles.extra}>{children}</div>}
    </div>
  );

  return (
    <>
      <MenuButton
        ref={setTriggerRef}
        className={className}
        label={openLabel}
        open={open}
        controls={isClient ? dialogId : popoverId}
        popoverId={isClient ? undefined : popoverId}
        onToggle={() => setOpen(!open)}
      />
      {isClient ? shown && createPortal(overlay, document.body) : overlay}
    </>
  );
}
