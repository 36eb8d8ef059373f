import { Card, Heading, Section, Text } from '@agency/ui';
import { RouterLink } from '~/components/RouterLink';
import type { LinkData } from '../shared/types';
import * as styles from './detail.css';
import { keepListSemantics } from '../shared/listSemantics';

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
      <div className={`${styles.twoUp} ${styles.twoUpTop}`}>
        <Card padding="lg" className={styles.listCard}>
          <Heading as="h2" size="2xl">
            {data.timelinesHeading}
          </Heading>
          <dl className={styles.timelineList}>
            {data.timelines.map((timeline) => (
              <div key={timeline.id} className={styles.timelineRow}>
                <dt>{timeline.project}</dt>
                <dd className={styles.timelineDuration}>{timeline.duration}</dd>
              </div>
            ))}
          </dl>
        </Card>
        <Card padding="lg" className={styles.listCard}>
          <Heading as="h2" size="2xl">
            {data.pricingHeading}
          </Heading>
          <Text size="sm">{data.pricingIntro}</Text>
          <ul className={styles.priceList} {...keepListSemantics}>
            {data.prices.map((item) => (
              <li key={item.id} className={styles.priceRow}>
                <span className={styles.priceName}>{item.name}</span>
                <span className={styles.priceValue}>
                  <span className={styles.priceLabel}>{data.startingAtLabel}</span>
                  <span className={styles.priceAmount}>{item.price}</span>
                </span>
              </li>
            ))}
          </ul>
          <RouterLink href={data.pricingLink.href} className={styles.textLink}>
            {data.pricingLink.label}
            <span aria-hidden="true">→</span>
          </RouterLink>
        </Card>
      </div>
    </Section>
  );
}
