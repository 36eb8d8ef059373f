import { Card, Heading, Section, Stack, Text } from '@agency/ui';
import { RouterLink } from '~/components/RouterLink';
import { TimelineTiles } from '../page';
import * as styles from './TimelinesAndPricing.css';
import type { Route } from '../../routes/+types/service-detail';

type TimelinesAndPricingData = Route.ComponentProps['loaderData']['timelinesPricing'];

/**
 * How long typical engagements take, as a row of tiles, then the featured starting prices from the price list in a
 * full-width card: stacked, so neither leaves an empty column beside the other.
 */
export function TimelinesAndPricing({ data }: { data: TimelinesAndPricingData }) {
  return (
    <Section id="timelines-pricing">
      <Stack gap={12}>
        <Stack gap={6} as="section" aria-labelledby="timelines-heading">
          <Heading as="h2" size="2xl" id="timelines-heading">
            {data.timelinesHeading}
          </Heading>
          <TimelineTiles items={data.timelines} />
        </Stack>
        <Card padding="lg" gap={6} as="section" aria-labelledby="pricing-heading">
          <Heading as="h2" size="2xl" id="pricing-heading">
            {data.pricingHeading}
          </Heading>
          <Text size="sm">{data.pricingIntro}</Text>
          <Stack as="ul" gap={0}>
            {data.prices.map((item) => (
              <li key={item.id} className={styles.priceRow}>
                <span className={styles.priceName}>{item.name}</span>
                <Stack as="span" gap={0} align="end" className={styles.priceValue}>
                  <span className={styles.priceLabel}>{data.startingAtLabel}</span>
                  <span className={styles.priceAmount}>{item.price}</span>
                </Stack>
              </li>
            ))}
          </Stack>
          <RouterLink href={data.pricingLink.href} className={styles.pricingLink}>
            {data.pricingLink.label}
            <span aria-hidden="true">→</span>
          </RouterLink>
        </Card>
      </Stack>
    </Section>
  );
}
