import { Card, CheckList, Grid, Heading, Section, Stack, StepNumber, Text } from '@agency/ui';
import * as styles from './Methodology.css';
import type { Route } from '../../routes/+types/process';

type MethodologyData = Route.ComponentProps['loaderData']['methodology'];

/** All six steps, alternating left and right on wide screens, each with activities and deliverables. */
export function Methodology({ data }: { data: MethodologyData }) {
  return (
    <Section id="methodology" title={data.heading} intro={data.intro}>
      <Stack as="ol" className={styles.steps}>
        {data.steps.map((step, index) => (
          <Grid
            as="li"
            key={step.stepNumber}
            id={step.anchor}
            columns={{ lg: 2 }}
            gap={{ base: 8, lg: 16 }}
            align="center"
            data-side={index % 2 === 0 ? 'start' : 'end'}
          >
            <Stack gap={3} className={styles.intro}>
              <StepNumber value={step.stepNumber} size="lg" className={styles.number} />
              <Heading as="h3" size="2xl">
                {step.title}
              </Heading>
              <Text tone="accent" weight="medium">
                {step.subtitle}
              </Text>
              <Text size="lg">{step.description}</Text>
            </Stack>
            <Card padding="lg" gap={8} className={styles.details}>
              <div>
                <Heading as="h4" size="md" className={styles.detailsLabel}>
                  {data.keyActivitiesLabel}
                </Heading>
                <CheckList items={step.keyActivities} size="compact" />
              </div>
              <div>
                <Heading as="h4" size="md" className={styles.detailsLabel}>
                  {data.deliverablesLabel}
                </Heading>
                <CheckList items={step.deliverables} size="compact" />
              </div>
            </Card>
          </Grid>
        ))}
      </Stack>
    </Section>
  );
}
