import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { Container, type ContainerProps } from '../Container/Container';
import { Eyebrow } from '../Eyebrow/Eyebrow';
import { Heading, type HeadingSize } from '../Heading/Heading';
import { Text } from '../Text/Text';
import { lightColor } from '../theme/theme-colors';
import { lightTheme } from '../theme/themes.css';
import * as styles from './Section.css';

export type SectionProps = Omit<ComponentPropsWithRef<'section'>, 'title'> & {
  /** Anchor id of the section (e.g. `contact` for `/#contact`); the heading gets `{id}-heading`. */
  id?: string;
  /** Small accent label above the heading. */
  eyebrow?: ReactNode;
  /** Section heading; when given, the section is labelled by it (`aria-labelledby`). */
  title?: ReactNode;
  /**
   * Heading element, chosen for the outline: `h2` for page sections, `h1` for a page's first section.
   * @default 'h2'
   */
  headingAs?: 'h1' | 'h2' | 'h3';
  /** Visual size of the heading; defaults by level. */
  headingSize?: HeadingSize;
  /** Intro paragraph under the heading. */
  intro?: ReactNode;
  /**
   * Alignment of the eyebrow, heading and intro.
   * @default 'start'
   */
  align?: 'start' | 'center';
  /**
   * Vertical padding: `default` is 64 px on phones up to ~112 px on desktop.
   * @default 'default'
   */
  spacing?: 'default' | 'compact' | 'none';
  /**
   * `raised` sets the section on a slightly lighter band; `light` switches the band and everything in it to the
   * light theme (a pale band in the dark page, with the light theme's AA colours), for one section a page at most.
   * @default 'default'
   */
  tone?: 'default' | 'raised' | 'light';
  /**
   * Width of the inner container; `false` renders children without one (full-bleed content).
   * @default 'lg'
   */
  container?: ContainerProps['size'] | false;
  /**
   * `stacked`: the heading block above the content; `aside`: from 1024 px the heading block in a narrow column that
   * stays in view beside the content while it scrolls (a long list read against its heading).
   * @default 'stacked'
   */
  layout?: 'stacked' | 'aside';
  /** Section content, after the heading block. */
  children?: ReactNode;
};

/**
 * A light band's ink and colour scheme as literal values in the markup, which apply before any stylesheet does. A
 * pointer or touch that lands while the page's stylesheet is still loading makes Chromium style the whole page
 * without it (white text, the dark scheme's default); a band skipped until near keeps those styles for its text
 * until it is drawn, and `getComputedStyle` (axe) reads them: white on the pale ground. With these, such leftover
 * styles inherit dark ink on a light scheme; once the stylesheet applies they are the theme's own values.
 */
const lightBandInk = { color: lightColor.text, colorScheme: 'light' } as const;

/**
 * A page section: optional eyebrow, heading (level of your choice) and intro, then content, inside
 * the page container. A titled section is a labelled region (`<section aria-labelledby>`).
 */
export function Section({
  id,
  eyebrow,
  title,
  headingAs = 'h2',
  headingSize,
  intro,
  align,
  spacing,
  tone,
  container = 'lg',
  layout = 'stacked',
  className,
  style,
  children,
  ...props
}: SectionProps) {
  const generatedId = useId();
  const headingId = id ? `${id}-heading` : `${generatedId}-heading`;
  const hasHeader = Boolean(eyebrow || title || intro);
  const cls = [styles.section({ spacing, tone }), tone === 'light' ? lightTheme : null, className]
    .filter(Boolean)
    .join(' ');

  const aside = layout === 'aside' && hasHeader && Boolean(children);
  const header = hasHeader ? (
    <div className={aside ? styles.asideHeader : styles.header({ align, last: !children })}>
      {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
      {title ? (
        <Heading as={headingAs} id={headingId} size={headingSize} align={align}>
          {title}
        </Heading>
      ) : null}
      {intro ? (
        <Text size="lg" className={styles.intro} align={align}>
          {intro}
        </Text>
      ) : null}
    </div>
  ) : null;

  const body = aside ? (
    <div className={styles.asideLayout}>
      {header}
      <div className={styles.asideContent}>{children}</div>
    </div>
  ) : (
    <>
      {header}
      {children}
    </>
  );

  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      {...props}
      className={cls}
      style={tone === 'light' ? { ...lightBandInk, ...style } : style}
    >
      {container === false ? body : <Container size={container}>{body}</Container>}
    </section>
  );
}
