import { Card, Grid, Heading, Section, Stack, Text } from '@agency/ui';
import { RouterLink } from '~/components/RouterLink';
import type { LinkData } from '../shared/types';
import * as styles from './TimelinesAndPricing.css';

export interface TimelineData {
  readonly id: string;
  readonly project: string;
  readonly duration: string;
}

export interface PriceData {
  readonly id: string;
  readonly name: string;
  readonly price: string;
  readonly description: string;
}

export interface TimelinesAndPricingData {
  readonly timelinesHeading: string;
  readonly timelines: readonly TimelineData[];
  readonly pricingHeading: string;
  readonly pricingIntro: string;
  readonly startingAtLabel: string;
  readonly prices: readonly PriceData[];
  readonly pricingLink: LinkData;
}

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
