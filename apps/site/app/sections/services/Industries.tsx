import { CheckList, Container, Grid, Heading, Picture, Section, Text, WorkCard } from '@agency/ui';
import { RouterLink } from '~/components/RouterLink';
import * as styles from './Industries.css';
import type { Route } from '../../routes/+types/services';

type IndustriesData = Route.ComponentProps['loaderData']['industries'];

/**
 * Industry Expertise: four industries with four features each, each led by a detail of the product we built in it
 * and a link to that case study. The row runs wider than the page's text, up to 1600 px.
 */
export function Industries({ data }: { data: IndustriesData }) {
  return (
    <Section id="industries" aria-labelledby="industries-heading" tone="raised" container={false}>
      <Container className={styles.header}>
        <Heading as="h2" id="industries-heading">
          {data.heading}
        </Heading>
        <Text size="lg" className={styles.intro}>
          {data.intro}
        </Text>
      </Container>
      <div className={styles.wide}>
        <Grid as="ul" columns={{ md: 2, lg: 4 }} gap={{ base: 6, lg: 5 }}>
          {data.industries.map((industry) => (
            <WorkCard
              as="li"
              key={industry.id}
              visual={
                <Picture
                  image={industry.work.image}
                  alt={industry.work.alt}
                  sizes="(min-width: 1600px) 400px, (min-width: 1024px) 25vw, (min-width: 768px) 50vw, 100vw"
                />
              }
              meta={industry.work.client}
              title={industry.name}
              description={industry.description}
              link={industry.work.link}
              linkComponent={RouterLink}
            >
              <CheckList items={industry.features} size="compact" />
            </WorkCard>
          ))}
        </Grid>
      </div>
    </Section>
  );
}
