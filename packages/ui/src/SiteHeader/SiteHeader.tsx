import {
  useCallback,
  useSyncExternalStore,
  type ComponentPropsWithoutRef,
  type CSSProperties,
  type ReactNode,
  type Ref,
} from 'react';
import { AnyLink } from '../internal/AnyLink';
import { MobileMenu } from '../MobileMenu/MobileMenu';
import { media } from '../theme/tokens';
import type { LinkComponent } from '../internal/link';
import { currentState, type NavLinkItem } from '../internal/nav';
import * as styles from './SiteHeader.css';

export interface SiteHeaderProps extends Omit<ComponentPropsWithoutRef<'header'>, 'children'> {
  /** The logo (an inline SVG or a wordmark); it links to `homeHref`. */
  logo: ReactNode;
  /** Accessible name of the logo link, needed when the logo has no text of its own (e.g. "Acme home"). */
  logoLabel?: string;
  /**
   * Where the logo links.
   * @default '/'
   */
  homeHref?: string;
  /** The navigation links, in order. */
  links: readonly NavLinkItem[];
  /** Path of the current page: the matching link gets `aria-current="page"` and the highlight. */
  currentPath?: string;
  /**
   * Scroll offset in px past which the header turns opaque with a blurred background.
   * @default 50
   */
  threshold?: number;
  /** The app's link component (e.g. a router Link wrapper); defaults to a plain anchor. */
  linkComponent?: LinkComponent;
  /** Optional slot at the end of the bar on wide screens (e.g. a CTA button); also shown in the mobile menu. */
  actions?: ReactNode;
  /**
   * Accessible name of the navigation landmark.
   * @default 'Main'
   */
  navLabel?: string;
  /** Labels of the mobile menu: dialog title, menu button, close button. */
  menuLabels?: { label?: string; openLabel?: string; closeLabel?: string };
  /** Mobile menu open state (controlled). */
  menuOpen?: boolean;
  /**
   * Whether the mobile menu starts open (uncontrolled).
   * @default false
   */
  defaultMenuOpen?: boolean;
  /** Called when the mobile menu opens or closes. */
  onMenuOpenChange?: (open: boolean) => void;
  /** Ref to the `header` element. */
  ref?: Ref<HTMLElement>;
}

function subscribeToScroll(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/** True once the window is scrolled more than `threshold` px; false on the server and in the first render. */
function useScrolledPast(threshold: number): boolean {
  const getSnapshot = useCallback(() => window.scrollY > threshold, [threshold]);
  return useSyncExternalStore(subscribeToScroll, getSnapshot, () => false);
}

/**
 * The site's fixed header: logo, the navigation with the current page marked, optional actions,
 * and below the `md` breakpoint a menu button that opens `MobileMenu`. Transparent at the top of
 * the page; past `threshold` px of scroll it turns opaque with a blurred background: in CSS (a scroll-driven
 * animation), so without scripts too, and as `data-scrolled` for scripts.
 */
export function SiteHeader({
  logo,
  logoLabel,
  homeHref = '/',
  links,
  currentPath,
  threshold = 50,
  linkComponent,
  actions,
  navLabel = 'Main',
  menuLabels,
  menuOpen,
  defaultMenuOpen,
  onMenuOpenChange,
  className,
  ref,
  ...rest
}: SiteHeaderProps) {
  const scrolled = useScrolledPast(threshold);
  return (
    <header
      {...rest}
      ref={ref}
      data-scrolled={scrolled ? 'true' : 'false'}
      className={[styles.header, className].filter(Boolean).join(' ')}
      style={
        threshold === 50
          ? rest.style
          : ({ ...rest.style, '--header-threshold': threshold } as CSSProperties)
      }
    >
      <div className={styles.bar}>
        <AnyLink
          href={homeHref}
          linkComponent={linkComponent}
          aria-label={logoLabel}
          className={styles.logo}
        >
          {logo}
        </AnyLink>
        <nav aria-label={navLabel} className={styles.nav}>
          <ul className={styles.navList}>
            {links.map((link) => (
              <li key={link.href}>
                <AnyLink
                  href={link.href}
                  linkComponent={linkComponent}
                  aria-current={currentState(link.href, currentPath)}
                  className={styles.navLink}
                >
                  {link.label}
                </AnyLink>
              </li>
            ))}
          </ul>
        </nav>
        {actions && <div className={styles.actions}>{actions}</div>}
        <MobileMenu
          links={links}
          currentPath={currentPath}
          linkComponent={linkComponent}
          open={menuOpen}
          defaultOpen={defaultMenuOpen}
          onOpenChange={onMenuOpenChange}
          className={styles.menuButton}
          closeOnMatch={media.md}
          {...menuLabels}
        >
          {actions}
        </MobileMenu>
      </div>
    </header>
  );
}
