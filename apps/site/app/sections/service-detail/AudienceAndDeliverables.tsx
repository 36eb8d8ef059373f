import { Card, Heading, Section } from '@agency/ui';
import * as styles from './detail.css';
import { CheckList } from '../page';

export interface AudienceData {
  readonly audienceHeading: string;
  readonly audience: readonly string[];
  readonly deliverablesHeading: string;
  readonly deliverables: readonly string[];
}

/** Who the service is for, beside what they receive. */
export function AudienceAndDeliverables({ data }: { data: AudienceData }) {
  return (
    <Section id="audience">
      <div className={styles.twoUp}>
        <Card padding="lg" className={styles.listCard}>
          <Heading as="h2" size="2xl">
            {data.audienceHeading}
          </Heading>
          <CheckList items={data.audience} />
        </Card>
        <Card padding="lg" className={styles.listCard}>
          <Heading as="h2" size="2xl">
            {data.deliverablesHeading}
          </Heading>
          <CheckList items={data.deliverables} />
        </Card>
      </div>
    </Section>
  );
}
