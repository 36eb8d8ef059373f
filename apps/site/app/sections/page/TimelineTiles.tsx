import { Grid } from '@agency/ui';
import * as styles from './TimelineTiles.css';

export interface TimelineTile {
  readonly id: string;
  /** The kind of project: "Landing pages". */
  readonly project: string;
  /** How long it typically takes: "1–2 weeks". */
  readonly duration: string;
}

/** Typical delivery times as a row of tiles (three across from 768 px), each duration in large figures. */
export function TimelineTiles({ items }: { items: readonly TimelineTile[] }) {
  return (
    <Grid as="dl" columns={{ md: 3 }} gap={{ base: 3, md: 5 }}>
      {items.map((timeline) => (
        <div key={timeline.id} className={styles.timelineTile}>
          <dt className={styles.timelineProject}>{timeline.project}</dt>
          <dd className={styles.timelineDuration}>{timeline.duration}</dd>
        </div>
      ))}
    </Grid>
  );
}
