import { Card, Heading, Section, Text } from '@agency/ui';
import * as shared from '../shared/shared.css';
import type { FeatureData } from '../shared/types';
import * as styles from './detail.css';
import { keepListSemantics } from '../shared/listSemantics';

export interface IncludedData {
  readonly heading: string;
  readonly items: readonly FeatureData[];
}

/** What the service includes, as numbered cards. */
export function Included({ data }: { data: IncludedData }) {
  return (
    <Section id="included" title={data.heading} tone="raised">
      <ol className={styles.includedGrid} {...keepListSemantics}>
        {data.items.map((item, index) => (
          <Card as="li" key={item.title} className={`${styles.includedCard} ${shared.raisedCard}`}>
            <span className={`${shared.stepNumber} ${styles.includedIndex}`} aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <Heading as="h3" size="lg">
              {item.title}
            </Heading>
            <Text size="sm">{item.description}</Text>
          </Card>
        ))}
      </ol>
    </Section>
  );
}
