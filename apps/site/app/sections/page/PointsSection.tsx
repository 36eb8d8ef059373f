import { Grid, Heading, Section, Stack, Text } from '@agency/ui';
import * as styles from './PointsSection.css';
import type { Feature } from '@agency/content';

export interface PointsData {
  readonly heading: string;
  readonly intro?: string | undefined;
  readonly points: readonly Feature[];
}

/** Four numbered points under accent rules ('Why Choose', 'Why Our Process Works'). */
export function PointsSection({
  id,
  data,
  tone,
}: {
  id: string;
  data: PointsData;
  tone?: 'default' | 'raised' | 'light';
}) {
  return (
    <Section id={id} title={data.heading} intro={data.intro} tone={tone}>
      <Grid as="ol" columns={4} gap={8}>
        {data.points.map((point, index) => (
          <Stack as="li" gap={3} key={point.title} className={styles.point}>
            <span className={styles.index} aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <Heading as="h3" size="lg">
              {point.title}
            </Heading>
            <Text size="sm">{point.description}</Text>
          </Stack>
        ))}
      </Grid>
    </Section>
  );
}
