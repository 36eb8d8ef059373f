import { ChipList, LedgerList, Section, Stack, Text } from '@agency/ui';
import { Icon } from '~/components/Icon';
import type { Route } from '../../routes/+types/pricing';

type PaymentMethodsData = Route.ComponentProps['loaderData']['payments'];

/**
 * The four payment method categories on the page's one light band: a ledger, each category beside its methods and
 * how they work, read top to bottom like an invoice.
 */
export function PaymentMethods({ data }: { data: PaymentMethodsData }) {
  return (
    <Section
      id="payment-methods"
      title={data.heading}
      intro={data.intro}
      tone="light"
      layout="aside"
    >
      <LedgerList
        numbered={false}
        rows={data.categories.map((category) => ({
          title: category.category,
          icon: <Icon node={category.icon} />,
          description: (
            <Stack gap={3}>
              <ChipList items={category.methods} />
              <Text size="sm">{category.description}</Text>
            </Stack>
          ),
        }))}
      />
    </Section>
  );
}
