import { Card, CheckList, Grid, Heading, IconBadge, Section, Text } from '@agency/ui';
import { Icon } from '~/components/Icon';
import * as styles from './Industries.css';
import type { Route } from '../../routes/+types/services';

type IndustriesData = Route.ComponentProps['loaderData']['industries'];

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
