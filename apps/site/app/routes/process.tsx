import { processFaqs, processPage, processSteps, whyProcessWorks } from '@agency/content';
import { Methodology } from '~/sections/process/Methodology';
import { SectionBoundary } from '~/layout/SectionBoundary';
import { routeMeta } from '~/seo/meta';
import { breadcrumbSchema, faqPageSchema } from '~/seo/schema';
import { JsonLd } from '~/seo/JsonLd';
import { metaFromLoader } from '~/seo/page-meta';
import type { Route } from './+types/process';
import { CtaSection, FaqSection, PageHeader, PointsSection } from '~/sections/page';

/** Build time: exactly what /process renders. */
export function loader() {
  const { cta } = processPage;
  return {
    meta: routeMeta('/process'),
    jsonLd: [breadcrumbSchema('/process'), faqPageSchema(processFaqs)],
    header: { title: processPage.heading, intro: processPage.intro },
    methodology: {
      ...processPage.methodology,
      keyActivitiesLabel: processPage.keyActivitiesLabel,
      deliverablesLabel: processPage.deliverablesLabel,
      steps: processSteps,
    },
    whyItWorks: { heading: processPage.whyItWorksHeading, points: whyProcessWorks },
    faq: { heading: processPage.faqHeading, faqs: processFaqs },
    cta: {
      heading: cta.heading,
      text: cta.text,
      primary: { label: cta.primary.label, href: cta.primary.href },
      secondary: { label: cta.secondary.label, href: cta.secondary.href },
    },
  };
}

export const meta = metaFromLoader;

export default function Process({ loaderData: data }: Route.ComponentProps) {
  return (
    <>
      <JsonLd data={data.jsonLd} />
      <SectionBoundary name="Process Header">
        <PageHeader id="process-intro" title={data.header.title} intro={data.header.intro} />
      </SectionBoundary>
      <SectionBoundary name="Methodology">
        <Methodology data={data.methodology} />
      </SectionBoundary>
      <SectionBoundary name="Why Our Process Works">
        <PointsSection id="why-it-works" data={data.whyItWorks} tone="raised" />
      </SectionBoundary>
      <SectionBoundary name="Process FAQ">
        <FaqSection
          id="process-faq"
          heading={data.faq.heading}
          faqs={data.faq.faqs}
          type="multiple"
        />
      </SectionBoundary>
      <SectionBoundary name="Call to Action">
        <CtaSection id="process-cta" cta={data.cta} />
      </SectionBoundary>
    </>
  );
}
