import { Card, CheckList, Grid, Heading, IconBadge, Section, Text } from '@agency/ui';
import { Icon, type IconNode } from '~/components/Icon';
import * as styles from './Industries.css';

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
      <Grid as="ul" columns={2} gap={6}>
        {data.industries.map((industry) => (
          <Card as="li" key={industry.id} gap={5}>
            <div className={styles.head}>
              <IconBadge>
                <Icon node={industry.icon} />
              </IconBadge>
              <Heading as="h3" size="xl">
                {industry.name}
              </Heading>
            </div>
            <Text>{industry.description}</Text>
            <CheckList items={industry.features} columns={2} size="compact" />
          </Card>
        ))}
      </Grid>
    </Section>
  );
}
