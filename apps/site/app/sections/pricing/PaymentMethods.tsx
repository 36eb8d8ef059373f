import { Card, ChipList, Grid, Heading, IconBadge, Section, Stack, Text } from '@agency/ui';
import { Icon } from '~/components/Icon';
import type { Route } from '../../routes/+types/pricing';

type PaymentMethodsData = Route.ComponentProps['loaderData']['payments'];

/** The four payment method categories, each named beside its icon. */
export function PaymentMethods({ data }: { data: PaymentMethodsData }) {
  return (
    <Section id="payment-methods" title={data.heading} intro={data.intro} tone="raised">
      <Grid as="ul" columns={4} gap={5}>
        {data.categories.map((category) => (
          <Card as="li" key={category.id} gap={4}>
            <Stack direction="row" gap={3} align="center">
              <IconBadge>
                <Icon node={category.icon} />
              </IconBadge>
              <Heading as="h3" size="lg">
                {category.category}
              </Heading>
            </Stack>
            <ChipList items={category.methods} />
            <Text size="sm">{category.description}</Text>
          </Card>
        ))}
      </Grid>
    </Section>
  );
}
