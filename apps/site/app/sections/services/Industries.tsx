import { Card, Heading, Section, Text } from '@agency/ui';
import { Icon, type IconNode } from '~/components/Icon';
import * as shared from '../shared/shared.css';
import * as styles from './services.css';
import { keepListSemantics } from '../shared/listSemantics';
import { CheckList } from '../page';

export interface IndustryData {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly icon: IconNode;
  readonly features: readonly string[];
}

export interface IndustriesData {
  readonly heading: string;
  readonly intro: string;
  readonly industries: readonly IndustryData[];
}

/** Industry Expertise: four industries with four features each. */
export function Industries({ data }: { data: IndustriesData }) {
  return (
    <Section id="industries" title={data.heading} intro={data.intro} tone="raised">
      <ul className={styles.industryGrid} {...keepListSemantics}>
        {data.industries.map((industry) => (
          <Card as="li" key={industry.id} className={`${styles.industryCard} ${shared.raisedCard}`}>
            <div className={styles.industryHead}>
              <span className={shared.iconBadge} aria-hidden="true">
                <Icon node={industry.icon} />
              </span>
              <Heading as="h3" size="xl">
                {industry.name}
              </Heading>
            </div>
            <Text>{industry.description}</Text>
            <CheckList items={industry.features} columns={2} size="compact" />
          </Card>
        ))}
      </ul>
    </Section>
  );
}
