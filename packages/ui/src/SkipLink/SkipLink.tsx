import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { skipLink } from './SkipLink.css';

export type SkipLinkProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & {
  /**
   * Id of the element to jump to, usually the `<main>`.
   * @default 'main'
   */
  targetId?: string;
  /**
   * Link text.
   * @default 'Skip to main content'
   */
  children?: ReactNode;
};

/**
 * The first tab stop of the page: hidden above the viewport until focused, then jumps past the
 * header to the main content. Without JS it is a plain `#main` link; with JS it also moves focus
 * to the target (making it focusable with `tabindex="-1"` if needed) without touching the URL.
 */
export function SkipLink({
  targetId = 'main',
  children = 'Skip to main content',
  className,
  onClick,
  ...props
}: SkipLinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented) return;
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    if (!target.hasAttribute('tabindex')) {
      target.setAttribute('tabindex', '-1');
      target.setAttribute('data-skip-target', '');
    }
    target.focus({ preventScroll: true });
    // scrollIntoView honours the document's scroll-padding (the fixed header).
    target.scrollIntoView?.({ block: 'start' });
  };
  return (
    <a
      {...props}
      href={`#${targetId}`}
      className={className ? `${skipLink} ${className}` : skipLink}
      onClick={handleClick}
    >
      {children}
    </a>
  );
}
