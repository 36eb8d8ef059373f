import { Section } from '@agency/ui';
import { Island } from '~/islands/Island';
import * as styles from './TestimonialsSection.css';
import type { Route } from '../../routes/+types/home';

type TestimonialsData = Route.ComponentProps['loaderData']['testimonials'];

/**
 * Client Words: the page's one light band, the quote set large on it; the three quotes cross-fade every 6 s (1 s
 * transition), dots pick one.
 */
export function TestimonialsSection({ data }: { data: TestimonialsData }) {
  return (
    // The carousel itself is the labelled region ("Client Words"); the section stays generic so the
    // name is not announced twice.
    <Section
      id="testimonials"
      title={data.heading}
      intro={data.intro}
      align="center"
      tone="light"
      aria-labelledby={undefined}
    >
      <div className={styles.frame}>
        <Island island={data.carousel} />
      </div>
    </Section>
  );
}
