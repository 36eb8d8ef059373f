import { FeatureCard, Grid, Section } from '@agency/ui';
import { Icon } from '~/components/Icon';
import type { Route } from '../../routes/+types/about';

type ValuesData = Route.ComponentProps['loaderData']['values'];

/** The six core values. */
export function CoreValues({ data }: { data: ValuesData }) {
  return (
    <Section id="values" title={data.heading} tone="raised">
      <Grid as="ul" columns={3} gap={6}>
        {data.values.map((value) => (
          <FeatureCard
            key={value.title}
            as="li"
            icon={<Icon node={value.icon} />}
            title={value.title}
            description={value.description}
          />
        ))}
      </Grid>
    </Section>
  );
}
