import { Card, Grid, Heading, Section, Text } from '@agency/ui';
import * as styles from './MissionVision.css';

interface Statement {
  readonly heading: string;
  readonly text: string;
}

/** Mission and vision side by side. */
export function MissionVision({ mission, vision }: { mission: Statement; vision: Statement }) {
  return (
    <Section id="mission">
      <Grid columns={2} gap={6}>
        {[mission, vision].map((statement) => (
          <Card key={statement.heading} padding="lg" gap={5} className={styles.statement}>
            <Heading as="h2" size="2xl">
              {statement.heading}
            </Heading>
            <Text size="xl" className={styles.statementText}>
              {statement.text}
            </Text>
          </Card>
        ))}
      </Grid>
    </Section>
  );
}
