import { Eyebrow, Grid, Heading, Section, Stack, Text } from '@agency/ui';
import { stickyAside } from '../page';
import type { Route } from '../../routes/+types/service-detail';

type OverviewData = Route.ComponentProps['loaderData']['overview'];

/** The overview statement beside its paragraphs. */
export function Overview({ data }: { data: OverviewData }) {
  return (
    <Section id="overview" aria-labelledby="overview-heading">
      <Grid split={[5, 7]} gap={{ base: 8, lg: 16 }}>
        <Stack gap={4} className={stickyAside}>
          <Eyebrow>{data.label}</Eyebrow>
          <Heading as="h2" id="overview-heading" size="3xl">
            {data.headline}
          </Heading>
        </Stack>
        <Stack gap={5}>
          {data.paragraphs.map((paragraph) => (
            <Text key={paragraph} size="lg">
              {paragraph}
            </Text>
          ))}
        </Stack>
      </Grid>
    </Section>
  );
}
