import { Card, ChipList, Grid, Heading, IconBadge, Section, Text } from '@agency/ui';
import { Icon } from '~/components/Icon';
import type { Route } from '../../routes/+types/pricing';

type PaymentMethodsData = Route.ComponentProps['loaderData']['payments'];

/** The four payment method categories. */
export function PaymentMethods({ data }: { data: PaymentMethodsData }) {
  return (
    <Section id="payment-methods" title={data.heading} intro={data.intro} tone="raised">
      <Grid as="ul" columns={4} gap={5}>
        {data.categories.map((category) => (
          <Card as="li" key={category.id} gap={4}>
            <IconBadge>
              <Icon node={category.icon} />
            </IconBadge>
            <Heading as="h3" size="lg">
              {category.category}
            </Heading>
            <ChipList items={category.methods} />
            <Text size="sm">{category.description}</Text>
          </Card>
        ))}
      </Grid>
    </Section>
  );
}
