import { Card, Grid, Heading, Section, Stack, Text } from '@agency/ui';
import * as styles from './Discounts.css';
import type { Route } from '../../routes/+types/pricing';

type DiscountsData = Route.ComponentProps['loaderData']['discounts'];

/**
 * The five discounts (package, long-term, nonprofit, early-bird, loyalty): how much each takes off, who qualifies
 * and its terms; two wide cards, then three, so the grid has no hole; how they combine under the grid.
 */
export function Discounts({ data }: { data: DiscountsData }) {
  return (
    <Section id="discounts" title={data.heading} intro={data.intro}>
      <Stack gap={6}>
        <Grid as="ul" columns={{ md: 2, lg: 6 }} gap={5}>
          {data.items.map((discount) => (
            <Card as="li" key={discount.id} gap={4} className={styles.discountCard}>
              <Stack gap={3} align="start">
                <Heading as="h3" size="lg">
                  {discount.name}
                </Heading>
                <p className={styles.discountSaving}>{discount.saving}</p>
              </Stack>
              <dl className={styles.terms}>
                <dt className={styles.termLabel}>{data.conditionLabel}</dt>
                <dd className={styles.condition}>{discount.condition}</dd>
                <dt className={styles.termLabel}>{data.descriptionLabel}</dt>
                <dd>
                  <Text size="sm">{discount.description}</Text>
                </dd>
              </dl>
            </Card>
          ))}
        </Grid>
        <Text size="sm" tone="muted" measure>
          {data.terms}
        </Text>
      </Stack>
    </Section>
  );
}
