import { FeatureCard, Grid, Reveal, Section } from '@agency/ui';
import { Icon } from '~/components/Icon';
import { RouterLink } from '~/components/RouterLink';
import type { Route } from '../../routes/+types/home';

type ServicesSectionData = Route.ComponentProps['loaderData']['services'];

/** Our Services: six cards that light up on hover or focus, revealed 100 ms apart. */
export function ServicesSection({ data }: { data: ServicesSectionData }) {
  return (
    <Section id="services" eyebrow={data.eyebrow} title={data.heading} intro={data.intro}>
      <Grid as="ul" columns={3} gap={6}>
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
