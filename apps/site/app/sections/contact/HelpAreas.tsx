import { Card, Grid, Heading, Section, Text } from '@agency/ui';
import { RouterLink } from '~/components/RouterLink';
import * as styles from './HelpAreas.css';
import type { Route } from '../../routes/+types/contact';

type HelpAreasData = Route.ComponentProps['loaderData']['help'];

/** Six common reasons people get in touch, each card leading to the service that covers it. */
export function HelpAreas({ data }: { data: HelpAreasData }) {
  return (
    <Section id="help-areas" title={data.heading} intro={data.intro}>
      <Grid as="ul" columns={3} gap={5}>
        {data.areas.map((area) => (
          <Card as="li" key={area.title} gap={3} className={styles.helpCard}>
            <Heading as="h3" size="lg">
              {/* The link's box covers the whole card (see helpLink), so the card is the target. */}
              <RouterLink href={area.href} className={styles.helpLink}>
                {area.title}
              </RouterLink>
            </Heading>
            <Text size="sm">{area.description}</Text>
            <span className={styles.helpService} aria-hidden="true">
              {area.serviceTitle} →
            </span>
          </Card>
        ))}
      </Grid>
    </Section>
  );
}
