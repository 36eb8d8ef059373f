import { AnyLink } from '../internal/AnyLink';
import type { LinkComponent } from '../internal/link';
import { currentState, type NavLinkItem } from '../internal/nav';
import * as styles from './MobileMenu.css';

/** The menu's navigation links, the current page's marked; choosing one calls `onChoose` (it closes the menu). */
export function MenuLinks({
  links,
  currentPath,
  linkComponent,
  onChoose,
}: {
  links: readonly NavLinkItem[];
  currentPath: string | undefined;
  linkComponent: LinkComponent | undefined;
  onChoose: (() => void) | undefined;
}) {
  return (
    <ul className={styles.list}>
      {links.map((link) => (
        <li key={link.href} className={styles.item}>
          <AnyLink
            href={link.href}
            linkComponent={linkComponent}
            aria-current={currentState(link.href, currentPath)}
            className={styles.link}
            onClick={onChoose}
          >
            {link.label}
          </AnyLink>
        </li>
      ))}
    </ul>
  );
}
