import type { ComponentPropsWithRef, ReactNode } from 'react';
import { AnyLink } from '../internal/AnyLink';
import type { LinkComponent } from '../internal/link';
import * as styles from './Button.css';

/** Visual options shared by Button, ButtonLink and SubmitButton. */
export type ButtonStyleProps = {
  /**
   * `primary`: accent gradient, for the one main action; `secondary`: outlined; `ghost`: text only.
   * @default 'primary'
   */
  variant?: 'primary' | 'secondary' | 'ghost';
  /**
   * Height and type size. Every size keeps at least a 44 px target.
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg';
  /** Optional icon (decorative: mark it `aria-hidden`), e.g. an inline SVG. */
  icon?: ReactNode;
  /**
   * Side of the label the icon sits on.
   * @default 'start'
   */
  iconPosition?: 'start' | 'end';
  /**
   * Stretch to the width of the container.
   * @default false
   */
  fullWidth?: boolean;
};

export type ButtonProps = Omit<ComponentPropsWithRef<'button'>, 'children'> &
  ButtonStyleProps & {
    /** The visible label. */
    children: ReactNode;
  };

export type ButtonLinkProps = Omit<ComponentPropsWithRef<'a'>, 'href' | 'children'> &
  ButtonStyleProps & {
    /** The visible label. */
    children: ReactNode;
    /** Destination. Absolute http(s) URLs are treated as external. */
    href: string;
    /** The app's link component (e.g. a router Link wrapper) for internal hrefs; defaults to a plain anchor. */
    linkComponent?: LinkComponent;
    /** Force (or prevent) the external treatment: new tab, `rel="noopener noreferrer"`, hint and icon. Defaults to `isExternalHref(href)`. */
    external?: boolean;
    /**
     * Hidden hint appended to the accessible name of external links.
     * @default NEW_TAB_HINT, '(opens in a new tab)'
     */
    newTabHint?: string;
  };

function buttonClassName(
  { variant, size, fullWidth }: Pick<ButtonStyleProps, 'variant' | 'size' | 'fullWidth'>,
  className?: string,
) {
  const base = styles.button({ variant, size, fullWidth });
  return className ? `${base} ${className}` : base;
}

function ButtonContent({
  icon,
  iconPosition = 'start',
  children,
}: Pick<ButtonStyleProps, 'icon' | 'iconPosition'> & { children: ReactNode }) {
  const iconNode = icon ? (
    <span className={styles.icon} data-position={iconPosition} aria-hidden="true">
      {icon}
    </span>
  ) : null;
  return (
    <>
      {iconPosition === 'start' && iconNode}
      <span className={styles.label}>{children}</span>
      {iconPosition === 'end' && iconNode}
    </>
  );
}

/** A button for actions. Defaults to `type="button"` so it never submits a form by accident. */
export function Button({
  variant,
  size,
  icon,
  iconPosition,
  fullWidth,
  className,
  type = 'button',
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      {...props}
      type={type}
      className={buttonClassName({ variant, size, fullWidth }, className)}
    >
      <ButtonContent icon={icon} iconPosition={iconPosition}>
        {children}
      </ButtonContent>
    </button>
  );
}

/**
 * A link that looks like a button, for navigation. Internal hrefs render through `linkComponent`;
 * external hrefs open in a new tab with `rel="noopener noreferrer"`, a visually hidden
 * "(opens in a new tab)" hint and a small external-link icon.
 */
export function ButtonLink({
  variant,
  size,
  icon,
  iconPosition,
  fullWidth,
  className,
  children,
  ...props
}: ButtonLinkProps) {
  return (
    <AnyLink
      {...props}
      className={buttonClassName({ variant, size, fullWidth }, className)}
      externalIconClassName={styles.externalIcon}
    >
      <ButtonContent icon={icon} iconPosition={iconPosition}>
        {children}
      </ButtonContent>
    </AnyLink>
  );
}
