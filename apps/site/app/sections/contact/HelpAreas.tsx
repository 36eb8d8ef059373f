import { Card, Grid, Heading, Section, Text } from '@agency/ui';
import type { FeatureData } from '../shared/types';
import * as styles from './contact.css';

export interface HelpAreasData {
  readonly heading: string;
  readonly intro: string;
  readonly areas: readonly FeatureData[];
}

/** Six common reasons people get in touch. */
export function HelpAreas({ data }: { data: HelpAreasData }) {
  return (
    <Section id="help-areas" title={data.heading} intro={data.intro}>
      <Grid as="ul" columns={3} gap={5}>
        {data.areas.map((area) => (
          <Card as="li" key={area.title} className={styles.helpCard}>
            <Heading as="h3" size="lg">
              {area.title}
            </Heading>
            <Text size="sm">{area.description}</Text>
          </Card>
        ))}
      </Grid>
    </Section>
  );
}
