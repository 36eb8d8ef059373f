import { Card, CheckList, Grid, Heading, Section } from '@agency/ui';
import type { Route } from '../../routes/+types/service-detail';

type AudienceData = Route.ComponentProps['loaderData']['audience'];

/** Who the service is for, beside what they receive. */
export function AudienceAndDeliverables({ data }: { data: AudienceData }) {
  return (
    <Section id="audience">
      <Grid columns={{ lg: 2 }} gap={6}>
        <Card padding="lg" gap={6}>
          <Heading as="h2" size="2xl">
            {data.audienceHeading}
          </Heading>
          <CheckList items={data.audience} />
        </Card>
        <Card padding="lg" gap={6}>
          <Heading as="h2" size="2xl">
            {data.deliverablesHeading}
          </Heading>
          <CheckList items={data.deliverables} />
        </Card>
      </Grid>
    </Section>
  );
}
