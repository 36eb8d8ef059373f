import { Card, Grid, Heading, Section, Stack, Text } from '@agency/ui';
import { RouterLink } from '~/components/RouterLink';
import * as styles from './TimelinesAndPricing.css';
import type { Route } from '../../routes/+types/service-detail';

type TimelinesAndPricingData = Route.ComponentProps['loaderData']['timelinesPricing'];

/** How long typical engagements take, and the featured starting prices from the price list. */
export function TimelinesAndPricing({ data }: { data: TimelinesAndPricingData }) {
  return (
    <Section id="timelines-pricing">
      <Grid columns={{ lg: 2 }} gap={6} align="start">
        <Card padding="lg" gap={6}>
          <Heading as="h2" size="2xl">
            {data.timelinesHeading}
          </Heading>
          <Stack as="dl" gap={0}>
            {data.timelines.map((timeline) => (
              <div key={timeline.id} className={styles.timelineRow}>
                <dt>{timeline.project}</dt>
                <dd className={styles.timelineDuration}>{timeline.duration}</dd>
              </div>
            ))}
          </Stack>
        </Card>
        <Card padding="lg" gap={6}>
          <Heading as="h2" size="2xl">
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
      </Grid>
    </Section>
  );
}
