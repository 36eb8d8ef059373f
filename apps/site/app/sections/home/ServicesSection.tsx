import { FeatureCard, Grid, Reveal, Section } from '@agency/ui';
import { Icon, type IconNode } from '~/components/Icon';
import { RouterLink } from '~/components/RouterLink';

export interface ServiceCardData {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly link: string;
  readonly icon: IconNode;
}

export interface ServicesSectionData {
  readonly eyebrow: string;
  readonly heading: string;
  readonly intro: string;
  readonly learnMoreLabel: string;
  readonly services: readonly ServiceCardData[];
}

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
