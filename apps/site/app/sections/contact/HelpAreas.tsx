import { Heading, Section, Text } from '@agency/ui';
import { RouterLink } from '~/components/RouterLink';
import * as styles from './HelpAreas.css';
import type { Route } from '../../routes/+types/contact';

type HelpAreasData = Route.ComponentProps['loaderData']['help'];

/**
 * Six common reasons people get in touch, as an index between hairlines (two columns on wide screens), each row
 * leading to the service that covers it.
 */
export function HelpAreas({ data }: { data: HelpAreasData }) {
  return (
    <Section id="help-areas" title={data.heading} intro={data.intro} layout="aside">
      <ul className={styles.list}>
        {data.areas.map((area) => (
          <li key={area.title} className={styles.row}>
            <Heading as="h3" size="lg">
              {/* The link's box covers the whole row (see helpLink), so the row is the target. */}
              <RouterLink href={area.href} className={styles.helpLink}>
                {area.title}
              </RouterLink>
            </Heading>
            <Text size="sm">{area.description}</Text>
            <span className={styles.helpService} aria-hidden="true">
              {area.serviceTitle} →
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
