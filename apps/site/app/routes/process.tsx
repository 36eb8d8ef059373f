import { processFaqs, processPage, processSteps, whyProcessWorks } from '@agency/content';
import { pictureOf } from '~/images/pictures.server';
import { Methodology } from '~/sections/process/Methodology';
import { StepsAtAGlance } from '~/sections/process/StepsAtAGlance';
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
  // Where each step is told: the target of its link in the row under the lens.
  const steps = processSteps.map((step) => ({ ...step, anchor: `step-${step.stepNumber}` }));
  return {
    meta: routeMeta('/process'),
    jsonLd: [breadcrumbSchema('/process'), faqPageSchema(processFaqs)],
    header: { title: processPage.heading, intro: processPage.intro },
    stepsAtAGlance: {
      label: processPage.stepIndexLabel,
      motif: pictureOf('motif/lens.svg'),
      steps: steps.map((step) => ({
        number: step.stepNumber,
        title: step.title,
        href: `#${step.anchor}`,
      })),
    },
    methodology: {
      ...processPage.methodology,
      keyActivitiesLabel: processPage.keyActivitiesLabel,
      deliverablesLabel: processPage.deliverablesLabel,
      steps,
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
      <SectionBoundary name="Steps at a Glance">
        <StepsAtAGlance data={data.stepsAtAGlance} />
      </SectionBoundary>
      <SectionBoundary name="Methodology">
        <Methodology data={data.methodology} />
      </SectionBoundary>
      <SectionBoundary name="Why Our Process Works">
        <PointsSection id="why-it-works" data={data.whyItWorks} tone="light" />
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
        <CtaSection id="process-cta" cta={data.cta} variant="split" />
      </SectionBoundary>
    </>
  );
}
