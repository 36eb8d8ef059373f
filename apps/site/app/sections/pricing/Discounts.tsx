import { Card, Grid, Heading, Section, Text } from '@agency/ui';
import * as styles from './Discounts.css';
import type { Route } from '../../routes/+types/pricing';

type DiscountsData = Route.ComponentProps['loaderData']['discounts'];

/**
 * The five discounts (package, long-term, nonprofit, early-bird, loyalty), each with the condition
 * that earns it: two wide cards, then three, so the grid has no hole.
 */
export function Discounts({ data }: { data: DiscountsData }) {
  return (
    <Section id="discounts" title={data.heading} intro={data.intro}>
      <Grid as="ul" columns={{ md: 2, lg: 6 }} gap={5}>
        {data.items.map((discount) => (
          <Card as="li" key={discount.id} gap={3} className={styles.discountCard}>
            <Heading as="h3" size="lg">
              {discount.name}
            </Heading>
            <p className={styles.discountCondition}>{discount.condition}</p>
            <Text size="sm">{discount.description}</Text>
          </Card>
        ))}
      </Grid>
    </Section>
  );
}
