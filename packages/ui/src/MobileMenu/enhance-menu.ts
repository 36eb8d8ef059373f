import { media } from '../theme/tokens';
import { popover as popoverClass } from './MobileMenu.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Plain DOM, no framework, for a page whose `MobileMenu` was prerendered and is never hydrated: the native popover
 * opens and closes without scripts (button, close button, Escape); this adds what a modal menu does on top. It is a
 * dialog, the menu button tells whether it is open (`aria-expanded`), focus moves into the menu, Tab stays inside it, closing it
 * returns focus to the button, and it closes when the layout grows past the menu's breakpoint.
 */
export function enhanceMobileMenus(root: Document = document): void {
  for (const menu of root.querySelectorAll<HTMLElement>(`.${popoverClass}`)) {
    const button = root.querySelector<HTMLButtonElement>(
      `button[popovertarget="${menu.id}"]:not([popovertargetaction="hide"])`,
    );
    if (!button) continue;
    const focusables = () => Array.from(menu.querySelectorAll<HTMLElement>(FOCUSABLE));
    // With the focus kept inside, the full-screen menu is the modal dialog the hydrated component renders.
    menu.setAttribute('role', 'dialog');
    menu.setAttribute('aria-modal', 'true');

    menu.addEventListener('toggle', (event) => {
      const open = (event as ToggleEvent).newState === 'open';
      button.setAttribute('aria-expanded', String(open));
      button.setAttribute('data-state', open ? 'open' : 'closed');
      if (open) focusables()[0]?.focus();
      else if (root.activeElement === root.body || menu.contains(root.activeElement))
        button.focus();
    });
    menu.addEventListener('keydown', (event) => {
      if (event.key !== 'Tab') return;
      const items = focusables();
      const first = items[0];
      const last = items[items.length - 1];
      const active = root.activeElement;
      if (event.shiftKey ? active === first : active === last) {
        event.preventDefault();
        (event.shiftKey ? last : first)?.focus();
      }
    });
    window.matchMedia(media.md).addEventListener('change', (event) => {
      if (event.matches && menu.matches(':popover-open')) menu.hidePopover();
    });
  }
}
