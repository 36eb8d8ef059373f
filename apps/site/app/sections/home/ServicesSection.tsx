import { FeatureCard, Grid, Reveal, Section } from '@agency/ui';
import { Icon } from '~/components/Icon';
import { RouterLink } from '~/components/RouterLink';
import type { Route } from '../../routes/+types/home';

type ServicesSectionData = Route.ComponentProps['loaderData']['services'];

/**
 * Our Services: the heading in a column that stays in view, the six cards beside it two by two; each lights up on
 * hover or focus, revealed 100 ms apart.
 */
export function ServicesSection({ data }: { data: ServicesSectionData }) {
  return (
    <Section
      id="services"
      eyebrow={data.eyebrow}
      title={data.heading}
      intro={data.intro}
      layout="aside"
    >
      <Grid as="ul" columns={{ md: 2 }} gap={5}>
        {data.services.map((service, index) => (
          <Reveal as="li" key={service.id} delay={index * 100}>
            <FeatureCard
              icon={<Icon node={service.icon} />}
              title={service.title}
              description={service.description}
              href={service.link}
              linkLabel={data.learnMoreLabel}
              linkComponent={RouterLink}
            />
          </Reveal>
        ))}
      </Grid>
    </Section>
  );
}
