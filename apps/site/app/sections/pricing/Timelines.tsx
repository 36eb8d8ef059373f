import { Grid, Section } from '@agency/ui';
import * as styles from './Timelines.css';
import type { Route } from '../../routes/+types/pricing';

type TimelinesData = Route.ComponentProps['loaderData']['timelines'];

/** Typical delivery times: logo, landing pages, complex apps. */
export function Timelines({ data }: { data: TimelinesData }) {
  return (
    <Section id="timelines" title={data.heading} spacing="compact">
      <Grid as="dl" columns={{ md: 3 }} gap={{ base: 3, md: 5 }}>
        {data.items.map((timeline) => (
          <div key={timeline.id} className={styles.timelineTile}>
            <dt className={styles.timelineProject}>{timeline.project}</dt>
            <dd className={styles.timelineDuration}>{timeline.duration}</dd>
          </div>
        ))}
      </Grid>
    </Section>
  );
}
