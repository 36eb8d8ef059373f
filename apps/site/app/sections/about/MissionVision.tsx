import { Card, Heading, Section } from '@agency/ui';
import * as styles from './about.css';

interface Statement {
  readonly heading: string;
  readonly text: string;
}

/** Mission and vision side by side. */
export function MissionVision({ mission, vision }: { mission: Statement; vision: Statement }) {
  return (
    <Section id="mission">
      <div className={styles.statements}>
        {[mission, vision].map((statement) => (
          <Card key={statement.heading} padding="lg" className={styles.statement}>
            <Heading as="h2" size="2xl">
              {statement.heading}
            </Heading>
            <p className={styles.statementText}>{statement.text}</p>
          </Card>
        ))}
      </div>
    </Section>
  );
}
