import { Card, CheckList, Grid, Heading, Section, Stack, Text } from '@agency/ui';
import type { Route } from '../../routes/+types/about';

type ApproachData = Route.ComponentProps['loaderData']['approach'];

/** How we work, beside the list of what we are good at. */
export function Approach({ data }: { data: ApproachData }) {
  return (
    <Section id="approach" aria-labelledby="approach-heading" tone="raised">
      <Grid split={[7, 5]} gap={{ base: 10, lg: 16 }} align="start">
        <Stack gap={5}>
          <Heading as="h2" id="approach-heading" size="3xl">
            {data.heading}
          </Heading>
          {data.paragraphs.map((paragraph) => (
            <Text key={paragraph} size="lg">
              {paragraph}
            </Text>
          ))}
        </Stack>
        <Card padding="lg">
          <Stack gap={6}>
            <Heading as="h2" size="xl">
              {data.expertiseHeading}
            </Heading>
            <CheckList items={data.expertise} />
          </Stack>
        </Card>
      </Grid>
    </Section>
  );
}
