import {
  caseStudyHref,
  getCaseStudy,
  industries,
  pageLabels,
  services,
  servicesHeadlineStats,
  servicesPage,
  whyChooseUs,
} from '@agency/content';
import { iconNode } from '~/components/Icon/icon-nodes.server';
import { pictureOf } from '~/images/pictures.server';
import { Industries } from '~/sections/services/Industries';
import { ServiceCards } from '~/sections/services/ServiceCards';
import { StatRow } from '@agency/ui';
import { SectionBoundary } from '~/layout/SectionBoundary';
import { routeMeta } from '~/seo/meta';
import { breadcrumbSchema } from '~/seo/schema';
import { JsonLd } from '~/seo/JsonLd';
import { metaFromLoader } from '~/seo/page-meta';
import type { Route } from './+types/services';
import { CtaSection, PageHeader, PointsSection } from '~/sections/page';

/** Build time: exactly what /services renders. */
export function loader() {
  return {
    meta: routeMeta('/services'),
    jsonLd: [breadcrumbSchema('/services')],
    header: {
      title: servicesPage.heading,
      intro: servicesPage.intro,
      stats: servicesHeadlineStats.map(({ value, label }) => ({ value, label })),
    },
    cards: {
      heading: servicesPage.cardsHeading,
      panelLabel: servicesPage.panelLabel,
      processLabel: servicesPage.processLabel,
      technologiesLabel: servicesPage.technologiesLabel,
      learnMoreLabel: servicesPage.learnMoreLabel,
      services: services.map((service) => ({
        id: service.id,
        title: service.title,
        description: service.description,
        icon: iconNode(service.icon),
        process: service.process,
        technologies: service.technologies,
        link: service.link,
      })),
    },
    industries: {
      ...servicesPage.industries,
      industries: industries.map((industry) => {
        const study = getCaseStudy(industry.caseStudy);
        return {
          id: industry.id,
          name: industry.name,
          description: industry.description,
          features: industry.features,
          work: {
            client: study.client,
            image: pictureOf(study.images.detail.file),
            alt: study.images.detail.alt,
            link: {
              href: caseStudyHref(study),
              label: pageLabels.caseStudy.readMore(study.client),
            },
          },
        };
      }),
    },
    whyChoose: { ...servicesPage.whyChoose, points: whyChooseUs },
    cta: servicesPage.cta,
  };
}

export const meta = metaFromLoader;

export default function Services({ loaderData: data }: Route.ComponentProps) {
  return (
    <>
      <JsonLd data={data.jsonLd} />
      <SectionBoundary name="Services Header">
        <PageHeader id="services-intro" title={data.header.title} intro={data.header.intro}>
          <StatRow stats={data.header.stats} />
        </PageHeader>
      </SectionBoundary>
      <SectionBoundary name="Service Cards">
        <ServiceCards data={data.cards} />
      </SectionBoundary>
      <SectionBoundary name="Industry Expertise">
        <Industries data={data.industries} />
      </SectionBoundary>
      <SectionBoundary name="Why Choose">
        <PointsSection id="why-choose" data={data.whyChoose} />
      </SectionBoundary>
      <SectionBoundary name="Call to Action">
        <CtaSection id="services-cta" cta={data.cta} />
      </SectionBoundary>
    </>
  );
}
