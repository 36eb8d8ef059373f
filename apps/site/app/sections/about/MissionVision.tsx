import { Section, Statement } from '@agency/ui';
import * as styles from './MissionVision.css';

interface StatementCopy {
  readonly heading: string;
  readonly text: string;
}

/**
 * The page's moment of scale, on its one light band: the mission set large across the page, the vision answering it
 * from the right.
 */
export function MissionVision({
  mission,
  vision,
}: {
  mission: StatementCopy;
  vision: StatementCopy;
}) {
  return (
    <Section id="mission" tone="light">
      <div className={styles.layout}>
        <Statement heading={mission.heading}>{mission.text}</Statement>
        <Statement heading={vision.heading} size="lead" className={styles.vision}>
          {vision.text}
        </Statement>
      </div>
    </Section>
  );
}
