import { Card, Heading, Section, Text } from '@agency/ui';
import * as shared from '../shared/shared.css';
import * as styles from './process.css';
import { keepListSemantics } from '../shared/listSemantics';
import { CheckList, pageStyles as page } from '../page';

export interface MethodologyStep {
  readonly stepNumber: string;
  readonly title: string;
  readonly subtitle: string;
  readonly description: string;
  readonly keyActivities: readonly string[];
  readonly deliverables: readonly string[];
}

export interface MethodologyData {
  readonly heading: string;
  readonly intro: string;
  readonly keyActivitiesLabel: string;
  readonly deliverablesLabel: string;
  readonly steps: readonly MethodologyStep[];
}

/** All six steps, alternating left and right on wide screens, each with activities and deliverables. */
export function Methodology({ data }: { data: MethodologyData }) {
  return (
    <Section id="methodology" title={data.heading} intro={data.intro}>
      <ol className={styles.steps} {...keepListSemantics}>
        {data.steps.map((step, index) => (
          <li
            key={step.stepNumber}
            className={styles.step}
            data-side={index % 2 === 0 ? 'start' : 'end'}
          >
            <div className={styles.stepIntro}>
              <span className={`${shared.stepNumber} ${styles.stepNumber}`} aria-hidden="true">
                {step.stepNumber}
              </span>
              <Heading as="h3" size="2xl">
                {step.title}
              </Heading>
              <Text tone="accent" weight="medium">
                {step.subtitle}
              </Text>
              <Text size="lg">{step.description}</Text>
            </div>
            <Card className={styles.stepDetails} padding="lg">
              <div>
                <Heading as="h4" size="md" className={page.listLabel}>
                  {data.keyActivitiesLabel}
                </Heading>
                <CheckList items={step.keyActivities} size="compact" />
              </div>
              <div>
                <Heading as="h4" size="md" className={page.listLabel}>
                  {data.deliverablesLabel}
                </Heading>
                <CheckList items={step.deliverables} size="compact" />
              </div>
            </Card>
          </li>
        ))}
      </ol>
    </Section>
  );
}
