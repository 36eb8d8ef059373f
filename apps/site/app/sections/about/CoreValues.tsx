import { FeatureCard, Grid, Section } from '@agency/ui';
import { Icon, type IconNode } from '~/components/Icon';
import type { FeatureData } from '../shared/types';

export interface ValuesData {
  readonly heading: string;
  readonly values: readonly (FeatureData & { readonly icon: IconNode })[];
}

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
