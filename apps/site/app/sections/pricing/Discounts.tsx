import { Card, Fold, Grid, Heading, Section, VisuallyHidden } from '@agency/ui';
import * as styles from './Discounts.css';
import type { Route } from '../../routes/+types/pricing';

type DiscountsData = Route.ComponentProps['loaderData']['discounts'];

/**
 * The five discounts (package, long-term, nonprofit, early-bird, loyalty): how much each takes off, who qualifies
 * and its terms; two wide cards, then three, so the grid has no hole. The intro says how they combine. On phones and
 * tablets who qualifies and the terms fold behind a toggle under the saving.
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
            <p className={styles.discountSaving}>{discount.saving}</p>
            <Fold
              summary={
                <>
                  {data.termsToggle}
                  <VisuallyHidden>: {discount.name}</VisuallyHidden>
                </>
              }
            >
              <dl className={styles.terms}>
                <dt>{data.conditionLabel}</dt>
                <dd>{discount.condition}</dd>
                <dt>{data.descriptionLabel}</dt>
                <dd>{discount.description}</dd>
              </dl>
            </Fold>
          </Card>
        ))}
      </Grid>
    </Section>
  );
}
