import type { ReactNode } from 'react';
import { AnyLink } from '../internal/AnyLink';
import type { LinkComponent } from '../internal/link';
import type { ElementProps } from '../internal/polymorphic';
import { Card } from '../Card/Card';
import * as styles from './Testimonial.css';

export type TestimonialProps = Omit<ElementProps, 'children'> & {
  /** The client's words (without quotation marks). */
  quote: ReactNode;
  /** Who said it. */
  author: string;
  /** Their role, e.g. "CEO". */
  position?: string;
  /** Their company. */
  company?: string;
  /**
   * `lg` for a single featured quote (e.g. in a carousel), `md` in grids, `xl` for an editorial pull quote on a
   * band of its own.
   * @default 'md'
   */
  size?: 'md' | 'lg' | 'xl';
  /**
   * Draw on a card surface (default) or bare, e.g. inside a carousel that has its own frame.
   * @default true
   */
  framed?: boolean;
  /** Where to read more about the work quoted, e.g. its case study. */
  link?: { href: string; label: string };
  /** The app's link component for an internal `link`. */
  linkComponent?: LinkComponent;
};

/** Titles that come before a name and are not part of it ('Dr. Marcus Bell' → 'MB'). */
const HONORIFIC = /^(dr|mr|mrs|ms|mx|miss|prof|sir|dame|rev)\.?$/i;

/** First and last letters of the name itself: honorifics skipped. */
function initials(name: string) {
  const parts = name.split(/\s+/).filter((part) => part !== '' && !HONORIFIC.test(part));
  const first = parts[0];
  const last = parts.length > 1 ? parts[parts.length - 1] : undefined;
  return [first, last].map((part) => part?.[0]?.toUpperCase() ?? '').join('');
}

/**
 * A client quote: `<figure>` with the words in a `<blockquote>` and the author, position and
 * company in the `<figcaption>` (author in `<cite>`).
 */
export function Testimonial({
  quote,
  author,
  position,
  company,
  size,
  framed = true,
  link,
  linkComponent,
  className,
  ...props
}: TestimonialProps) {
  const meta = [position, company].filter(Boolean).join(', ');
  const content = (
    <>
      <svg
        className={styles.mark}
        viewBox="0 0 32 32"
        fill="currentColor"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M13 8c-5 1.4-8 5.3-8 10.6V25h8v-8H9.2c.3-3.3 2.1-5.5 5.3-6.5L13 8Zm14 0c-5 1.4-8 5.3-8 10.6V25h8v-8h-3.8c.3-3.3 2.1-5.5 5.3-6.5L27 8Z" />
      </svg>
      <blockquote className={styles.quote({ size })}>
        <p>{quote}</p>
      </blockquote>
      <figcaption className={styles.caption}>
        <span className={styles.avatar} aria-hidden="true">
          {initials(author)}
        </span>
        <span className={styles.who}>
          <cite className={styles.author}>{author}</cite>
          {meta ? <span className={styles.meta}>{meta}</span> : null}
          {link ? (
            <AnyLink href={link.href} linkComponent={linkComponent} className={styles.link}>
              {link.label}
            </AnyLink>
          ) : null}
        </span>
      </figcaption>
    </>
  );
  const cls = className ? `${styles.root} ${className}` : styles.root;
  return framed ? (
    <Card as="figure" padding="lg" {...props} className={cls}>
      {content}
    </Card>
  ) : (
    <figure {...props} className={cls}>
      {content}
    </figure>
  );
}
