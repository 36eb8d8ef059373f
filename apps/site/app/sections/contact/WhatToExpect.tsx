import { Grid, Heading, Section, Stack, Text } from '@agency/ui';
import * as styles from './WhatToExpect.css';
import type { Route } from '../../routes/+types/contact';

type ExpectationData = Route.ComponentProps['loaderData']['expect']['steps'][number];

/** The four steps after a message (Initial Contact, Discovery Call, Proposal, Kickoff), on the page's one light band. */
export function WhatToExpect({
  heading,
  steps,
}: {
  heading: string;
  steps: readonly ExpectationData[];
}) {
  return (
    <Section id="what-to-expect" title={heading} tone="light">
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
