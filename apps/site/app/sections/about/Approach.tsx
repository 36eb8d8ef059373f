import { Card, Heading, Section, Text } from '@agency/ui';
import * as styles from './about.css';
import { CheckList } from '../page';

export interface ApproachData {
  readonly heading: string;
  readonly paragraphs: readonly string[];
  readonly expertiseHeading: string;
  readonly expertise: readonly string[];
}

/** How we work, beside the list of what we are good at. */
export function Approach({ data }: { data: ApproachData }) {
  return (
    <Section id="approach" aria-labelledby="approach-heading">
      <div className={styles.approach}>
        <div className={styles.approachText}>
          <Heading as="h2" id="approach-heading" size="3xl">
            {data.heading}
          </Heading>
          {data.paragraphs.map((paragraph) => (
            <Text key={paragraph} size="lg">
              {paragraph}
            </Text>
          ))}
        </div>
        <Card padding="lg" className={styles.expertise}>
          <Heading as="h2" size="xl">
            {data.expertiseHeading}
          </Heading>
          <CheckList items={data.expertise} />
        </Card>
      </div>
    </Section>
  );
}
