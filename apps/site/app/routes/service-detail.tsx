import {
  breadcrumbsFor,
  findRoute,
  getCaseStudy,
  getPerson,
  getService,
  testimonials,
  pageLabels,
  pricingPage,
  servicesPage,
} from '@agency/content';
import { iconNode } from '~/components/Icon/icon-nodes.server';
import { CaseStudySection } from '~/sections/service-detail/CaseStudySection';
import { DetailHeader } from '~/sections/service-detail/DetailHeader';
import { AudienceAndDeliverables } from '~/sections/service-detail/AudienceAndDeliverables';
import { Included } from '~/sections/service-detail/Included';
import { Overview } from '~/sections/service-detail/Overview';
import { ProcessAndTech } from '~/sections/service-detail/ProcessAndTech';
import { TimelinesAndPricing } from '~/sections/service-detail/TimelinesAndPricing';
import { SectionBoundary } from '~/layout/SectionBoundary';
import { pictureOf } from '~/images/pictures.server';
import { routeMeta } from '~/seo/meta';
import { breadcrumbSchema, serviceSchema } from '~/seo/schema';
import { JsonLd } from '~/seo/JsonLd';
import { metaFromLoader } from '~/seo/page-meta';
import type { Route } from './+types/service-detail';
import type { ServiceId } from '@agency/content';
import { CtaSection, FaqSection } from '~/sections/page';

const link = (value: { label: string; href: string }) => ({
  label: value.label,
  href: value.href,
});

/** The service's case study, with its people, its client's quote and the services it involved. */
function caseStudyData(serviceId: ServiceId) {
  const study = getCaseStudy(serviceId);
  const testimonial =
    'testimonialId' in study
      ? testimonials.find((candidate) => candidate.id === study.testimonialId)
      : undefined;
  const { caseStudy: labels } = pageLabels;
  return {
    eyebrow: labels.eyebrow,
    client: study.client,
    sector: study.sector,
    year: study.year,
    title: study.title,
    summary: study.summary,
    outcomes: study.outcomes,
    problem: study.problem,
    approach: study.approach,
    quote: testimonial
      ? { text: testimonial.quote, author: testimonial.author, position: testimonial.position }
      : undefined,
    team: study.team.map((id) => {
      const { name, role } = getPerson(id);
      return { name, role };
    }),
    services: study.services.map((id) => ({
      label: getService(id).title,
      href: `/services/${id}`,
    })),
    visual: { image: pictureOf(study.images.product.file), alt: study.images.product.alt },
    detail: { image: pictureOf(study.images.detail.file), alt: study.images.detail.alt },
    labels: {
      problem: labels.problem,
      approach: labels.approach,
      outcomes: labels.outcomes,
      team: labels.team,
      services: labels.services,
    },
  };
}

/** Build time: the service of this path (six routes share this module) and its detail copy. */
export function loader({ url }: Route.LoaderArgs) {
  const path = url.pathname;
  const route = findRoute(path);
  if (!route?.serviceId) throw new Response('Not Found', { status: 404 });
  const service = getService(route.serviceId);
  const { detail } = service;
  const labels = pageLabels.serviceDetail;

  return {
    meta: routeMeta(route.path),
    jsonLd: [serviceSchema(service), breadcrumbSchema(route.path)],
    header: {
      title: service.title,
      intro: detail.intro,
      icon: iconNode(service.icon),
      breadcrumbLabel: pageLabels.breadcrumb,
      breadcrumbs: breadcrumbsFor(route.path).map(({ name, path }) => ({ name, path })),
      startingAtLabel: pageLabels.startingAt,
      startingAt: detail.pricing.startingAt.price,
      primary: link(detail.cta.primary),
      secondary: detail.cta.secondary ? link(detail.cta.secondary) : undefined,
    },
    overview: { label: labels.overview, headline: detail.headline, paragraphs: detail.overview },
    caseStudy: caseStudyData(route.serviceId),
    included: { heading: labels.included, items: detail.included },
    audience: {
      audienceHeading: labels.audience,
      audience: detail.audience,
      deliverablesHeading: labels.deliverables,
      deliverables: detail.deliverables,
    },
    process: {
      heading: servicesPage.panelLabel,
      processLabel: servicesPage.processLabel,
      process: service.process,
      technologiesLabel: servicesPage.technologiesLabel,
      technologies: service.technologies,
    },
    timelinesPricing: {
      timelinesHeading: labels.timelines,
      timelines: detail.timelines,
      pricingHeading: labels.pricing,
      pricingIntro: pricingPage.note,
      startingAtLabel: pageLabels.startingAt,
      prices: detail.pricing.featured.map(({ id, name, price, description }) => ({
        id,
        name,
        price,
        description,
      })),
      pricingLink: { label: labels.pricingLink, href: '/pricing' },
    },
    faq: { heading: labels.faq, faqs: detail.faqs },
    cta: {
      heading: detail.cta.heading,
      text: detail.cta.text,
      primary: link(detail.cta.primary),
      secondary: detail.cta.secondary ? link(detail.cta.secondary) : undefined,
    },
  };
}

export const meta = metaFromLoader;

export default function ServiceDetail({ loaderData: data }: Route.ComponentProps) {
  return (
    <>
      <JsonLd data={data.jsonLd} />
      <SectionBoundary name="Service Header">
        <DetailHeader data={data.header} />
      </SectionBoundary>
      <SectionBoundary name="Overview">
        <Overview data={data.overview} />
      </SectionBoundary>
      <SectionBoundary name="Case Study">
        <CaseStudySection data={data.caseStudy} />
      </SectionBoundary>
      <SectionBoundary name="What’s Included">
        <Included data={data.included} />
      </SectionBoundary>
      <SectionBoundary name="Audience & Deliverables">
        <AudienceAndDeliverables data={data.audience} />
      </SectionBoundary>
      <SectionBoundary name="Process & Technologies">
        <ProcessAndTech data={data.process} />
      </SectionBoundary>
      <SectionBoundary name="Timelines & Pricing">
        <TimelinesAndPricing data={data.timelinesPricing} />
      </SectionBoundary>
      <SectionBoundary name="Service FAQ">
        <FaqSection
          id="service-faq"
          heading={data.faq.heading}
          faqs={data.faq.faqs}
          type="multiple"
          tone="raised"
        />
      </SectionBoundary>
      <SectionBoundary name="Call to Action">
        <CtaSection id="service-cta" cta={data.cta} />
      </SectionBoundary>
    </>
  );
}
