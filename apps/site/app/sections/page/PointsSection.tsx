import { Heading, Section, Text } from '@agency/ui';
import * as styles from './page.css';
import type { FeatureData } from '../shared/types';
import { keepListSemantics } from '../shared/listSemantics';

export interface PointsData {
  readonly heading: string;
  readonly intro?: string | undefined;
  readonly points: readonly FeatureData[];
}

/** Four numbered points under accent rules ('Why Choose', 'Why Our Process Works'). */
export function PointsSection({
  id,
  data,
  tone,
}: {
  id: string;
  data: PointsData;
  tone?: 'default' | 'raised';
}) {
  return (
    <Section id={id} title={data.heading} intro={data.intro} tone={tone}>
      <ol className={styles.pointGrid} {...keepListSemantics}>
        {data.points.map((point, index) => (
          <li key={point.title} className={styles.point}>
            <span className={styles.pointIndex} aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <Heading as="h3" size="lg">
              {point.title}
            </Heading>
            <Text size="sm">{point.description}</Text>
          </li>
        ))}
      </ol>
    </Section>
  );
}
