import type { ReactNode } from 'react';
import { Container, Eyebrow, Heading, Stack, Text } from '@agency/ui';
import * as styles from './PageHeader.css';

export interface PageHeaderProps {
  /** Anchor id; the h1 gets `{id}-heading`. */
  id: string;
  eyebrow?: string;
  /** The page's one h1. */
  title: string;
  intro?: string;
  /** Shown above the eyebrow (breadcrumbs). */
  before?: ReactNode;
  /** Stats, actions... under the intro. */
  children?: ReactNode;
  /**
   * The page's main task (a form), beside the heading and `children` on wide screens; on phones it follows the
   * intro, before `children`.
   */
  aside?: ReactNode;
  /**
   * `compact` trims the band's padding, for a page whose main task (a form) should start early.
   * @default 'default'
   */
  density?: 'default' | 'compact';
}

/**
 * The opening band of an inner page: eyebrow, the page's h1 and intro on a quiet gradient-and-grid
 * backdrop drawn in CSS (no images, no main-thread work).
 */
export function PageHeader({
  id,
  eyebrow,
  title,
  intro,
  before,
  children,
  aside,
  density = 'default',
}: PageHeaderProps) {
  const headingId = `${id}-heading`;
  const text = (
    <Stack gap={5} align="start" className={aside ? styles.textArea : styles.text}>
      {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
      <Heading as="h1" id={headingId} size="5xl">
        {title}
      </Heading>
      {intro ? <Text size="lg">{intro}</Text> : null}
    </Stack>
  );
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={density === 'compact' ? `${styles.root} ${styles.compact}` : styles.root}
    >
      <div className={styles.backdrop} aria-hidden="true" />
      <Container>
        <Stack gap={8}>
          {before}
          {aside ? (
            <div className={styles.split}>
              {text}
              <div className={styles.asideArea}>{aside}</div>
              {children ? (
                <Stack gap={6} className={styles.afterArea}>
                  {children}
                </Stack>
              ) : null}
            </div>
          ) : (
            <>
              {text}
              {children ? <Stack gap={6}>{children}</Stack> : null}
            </>
          )}
        </Stack>
      </Container>
    </section>
  );
}
