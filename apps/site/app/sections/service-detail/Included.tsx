import { Card, Grid, Heading, Section, StepNumber, Text } from '@agency/ui';
import * as styles from './Included.css';
import type { Route } from '../../routes/+types/service-detail';

type IncludedData = Route.ComponentProps['loaderData']['included'];

/** What the service includes, as numbered cards. */
export function Included({ data }: { data: IncludedData }) {
  return (
    <Section id="included" title={data.heading} tone="raised">
      <Grid as="ol" columns={{ md: 2, lg: 6 }} gap={5}>
        {data.items.map((item, index) => (
          <Card as="li" key={item.title} gap={3} className={styles.card}>
            <StepNumber value={index + 1} size="sm" />
            <Heading as="h3" size="lg">
              {item.title}
            </Heading>
            <Text size="sm">{item.description}</Text>
          </Card>
        ))}
      </Grid>
    </Section>
  );
}
