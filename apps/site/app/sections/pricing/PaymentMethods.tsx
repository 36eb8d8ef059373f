import { Card, Grid, Heading, Section, Text } from '@agency/ui';
import { Icon, type IconNode } from '~/components/Icon';
import * as shared from '../shared/shared.css';
import * as styles from './PaymentMethods.css';
import { keepListSemantics } from '../shared/listSemantics';
import { pageStyles as page } from '../page';

export interface PaymentCategoryData {
  readonly id: string;
  readonly category: string;
  readonly icon: IconNode;
  readonly methods: readonly string[];
  readonly description: string;
}

export interface PaymentMethodsData {
  readonly heading: string;
  readonly intro: string;
  readonly categories: readonly PaymentCategoryData[];
}

/** The four payment method categories. */
export function PaymentMethods({ data }: { data: PaymentMethodsData }) {
  return (
    <Section id="payment-methods" title={data.heading} intro={data.intro} tone="raised">
      <Grid as="ul" columns={4} gap={5}>
        {data.categories.map((category) => (
          <Card as="li" key={category.id} className={styles.paymentCard}>
            <span className={shared.iconBadge} aria-hidden="true">
              <Icon node={category.icon} />
            </span>
            <Heading as="h3" size="lg">
              {category.category}
            </Heading>
            <ul className={page.chips} {...keepListSemantics}>
              {category.methods.map((method) => (
                <li key={method} className={page.chip}>
                  {method}
                </li>
              ))}
            </ul>
            <Text size="sm">{category.description}</Text>
          </Card>
        ))}
      </Grid>
    </Section>
  );
}
