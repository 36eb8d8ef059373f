import { Eyebrow, Heading, Section, Text } from '@agency/ui';
import * as styles from './detail.css';

export interface OverviewData {
  readonly label: string;
  readonly headline: string;
  readonly paragraphs: readonly string[];
}

/** The overview statement beside its paragraphs. */
export function Overview({ data }: { data: OverviewData }) {
  return (
    <Section id="overview" aria-labelledby="overview-heading">
      <div className={styles.overview}>
        <div className={styles.overviewLead}>
          <Eyebrow>{data.label}</Eyebrow>
          <Heading as="h2" id="overview-heading" size="3xl">
            {data.headline}
          </Heading>
        </div>
        <div className={styles.overviewText}>
          {data.paragraphs.map((paragraph) => (
            <Text key={paragraph} size="lg">
              {paragraph}
            </Text>
          ))}
        </div>
      </div>
    </Section>
  );
}
