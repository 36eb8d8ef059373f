import { Card, Grid, Heading, Section, Text } from '@agency/ui';
import { RouterLink } from '~/components/RouterLink';
import type { FeatureData } from '../shared/types';
import * as styles from './HelpAreas.css';

export interface HelpArea extends FeatureData {
  /** The service page that covers this need. */
  readonly href: string;
  readonly serviceTitle: string;
}

export interface HelpAreasData {
  readonly heading: string;
  readonly intro: string;
  readonly areas: readonly HelpArea[];
}

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
