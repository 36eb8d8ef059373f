import type { ComponentPropsWithoutRef, Ref } from 'react';
import { Button, ButtonLink } from '../Button/Button';
import { SvgIcon } from '../SvgIcon/SvgIcon';
import type { LinkComponent } from '../internal/link';
import * as styles from './ErrorBoundary.css';

export interface PageErrorFallbackProps extends Omit<ComponentPropsWithoutRef<'div'>, 'title'> {
  /**
   * Heading.
   * @default 'Something Went Wrong'
   */
  title?: string;
  /** Explanation under the heading. */
  message?: string;
  /**
   * Heading level: 1 when the fallback replaces the whole page (default), 2 inside a layout that has one.
   * @default 1
   */
  headingLevel?: 1 | 2;
  /**
   * Label of the retry button.
   * @default 'Try Again'
   */
  retryLabel?: string;
  /** Called by the retry button. Default: reload the page. */
  onRetry?: () => void;
  /**
   * Label of the home link.
   * @default 'Go Home'
   */
  homeLabel?: string;
  /**
   * Home link destination.
   * @default '/'
   */
  homeHref?: string;
  /**
   * Label of the contact link.
   * @default 'Contact Support'
   */
  contactLabel?: string;
  /**
   * Contact link destination.
   * @default '/contact'
   */
  contactHref?: string;
  /** The app's link component for the links; defaults to a plain anchor. */
  linkComponent?: LinkComponent;
  /** Ref to the root element. */
  ref?: Ref<HTMLDivElement>;
}

const reload = () => window.location.reload();

/** The full-page fallback for an unexpected error: 'Something Went Wrong', Try Again, Go Home and a contact link. */
export function PageErrorFallback({
  title = 'Something Went Wrong',
  message = "We encountered an unexpected error. Don't worry, our team has been notified and we're working to fix it.",
  headingLevel = 1,
  retryLabel = 'Try Again',
  onRetry = reload,
  homeLabel = 'Go Home',
  homeHref = '/',
  contactLabel = 'Contact Support',
  contactHref = '/contact',
  linkComponent,
  className,
  ref,
  ...rest
}: PageErrorFallbackProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div
      {...rest}
      ref={ref}
      role="alert"
      className={[styles.page, className].filter(Boolean).join(' ')}
    >
      <div className={styles.pageInner}>
        <span className={styles.pageBadge} aria-hidden="true">
          <SvgIcon width={28} height={28}>
            <circle cx="12" cy="12" r="10" />
            <path d="M12 8v4" />
            <path d="M12 16h.01" />
          </SvgIcon>
        </span>
        <Heading className={styles.pageTitle}>{title}</Heading>
        <p className={styles.pageMessage}>{message}</p>
        <div className={styles.pageActions}>
          <Button variant="primary" onClick={onRetry}>
            {retryLabel}
          </Button>
          <ButtonLink variant="secondary" href={homeHref} linkComponent={linkComponent}>
            {homeLabel}
          </ButtonLink>
        </div>
        <p className={styles.pageContact}>
          <ButtonLink variant="ghost" size="sm" href={contactHref} linkComponent={linkComponent}>
            {contactLabel}
          </ButtonLink>
        </p>
      </div>
    </div>
  );
}
