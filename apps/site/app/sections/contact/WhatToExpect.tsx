import { Grid, Heading, Section, Stack, Text } from '@agency/ui';
import * as styles from './WhatToExpect.css';

export interface ExpectationData {
  readonly step: number;
  readonly title: string;
  readonly description: string;
}

/** The four steps after a message: Initial Contact, Discovery Call, Proposal, Kickoff. */
export function WhatToExpect({
  heading,
  steps,
}: {
  heading: string;
  steps: readonly ExpectationData[];
}) {
  return (
    <Section id="what-to-expect" title={heading} tone="raised">
      <Grid as="ol" columns={4} gap={8}>
        {steps.map((step) => (
          <Stack as="li" key={step.step} gap={3} className={styles.expectStep}>
            <span className={styles.expectNumber} aria-hidden="true">
              {step.step}
            </span>
            <Heading as="h3" size="lg">
              {step.title}
            </Heading>
            <Text size="sm">{step.description}</Text>
          </Stack>
        ))}
      </Grid>
    </Section>
  );
}
