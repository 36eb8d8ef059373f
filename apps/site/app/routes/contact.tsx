import {
  consultation,
  contactFormCopy,
  contactInfoCards,
  contactPage,
  contactStats,
  getService,
  helpAreas,
  whatToExpect,
} from '@agency/content';
import { iconNode } from '~/components/Icon/icon-nodes.server';
import { Consultation, ContactFormCard } from '~/sections/contact/FormAndConsultation';
import { HelpAreas } from '~/sections/contact/HelpAreas';
import { ContactDetails } from '~/sections/contact/ContactDetails';
import { WhatToExpect } from '~/sections/contact/WhatToExpect';
import { MotifSeam, Stack, StatRow } from '@agency/ui';
import { SectionBoundary } from '~/layout/SectionBoundary';
import { routeMeta } from '~/seo/meta';
import { breadcrumbSchema } from '~/seo/schema';
import { JsonLd } from '~/seo/JsonLd';
import { metaFromLoader } from '~/seo/page-meta';
import type { Route } from './+types/contact';
import { PageHeader } from '~/sections/page';
import type { PageHandle } from '~/layout/PageScripts';
import { renderIsland } from '~/islands/render.server';

/** Build time: exactly what /contact renders. */
export function loader() {
  return {
    meta: routeMeta('/contact'),
    jsonLd: [breadcrumbSchema('/contact')],
    header: {
      title: contactPage.heading,
      intro: contactPage.intro,
      stats: contactStats.map(({ value, label, appliesTo }) => ({
        value,
        label,
        description: appliesTo,
      })),
    },
    details: {
      heading: contactPage.detailsHeading,
      cards: contactInfoCards.map((card) => ({
        id: card.id,
        icon: iconNode(card.icon),
        title: card.title,
        lines: card.lines,
        href: 'href' in card ? card.href : undefined,
        description: card.description,
      })),
    },
    form: {
      anchor: contactPage.formAnchor,
      formHeading: contactPage.formHeading,
      formIntro: contactPage.formIntro,
      form: renderIsland('contact-form', 'Contact Form', {
        id: 'contact',
        copy: contactFormCopy,
        labelledBy: 'contact-form-heading',
      }),
      consultation: {
        heading: consultation.heading,
        text: consultation.text,
        bullets: consultation.bullets,
        link: { label: consultation.link.label, href: consultation.link.href },
        note: consultation.note,
      },
    },
    expect: { heading: contactPage.expectationsHeading, steps: whatToExpect },
    help: {
      heading: contactPage.helpAreasHeading,
      intro: contactPage.helpAreasIntro,
      areas: helpAreas.map(({ title, description, serviceId }) => {
        const service = getService(serviceId);
        return { title, description, href: service.link, serviceTitle: service.title };
      }),
    },
  };
}

export const meta = metaFromLoader;

export const handle: PageHandle = { islands: true };

export default function Contact({ loaderData: data }: Route.ComponentProps) {
  return (
    <>
      <JsonLd data={data.jsonLd} />
      {/* The form and the promises sit in the opening band beside the heading (under it on phones). */}
      <SectionBoundary name="Contact Header">
        <PageHeader
          id="contact-intro"
          title={data.header.title}
          intro={data.header.intro}
          density="compact"
          aside={
            <Stack gap={6}>
              <SectionBoundary name="Contact Form">
                <ContactFormCard data={data.form} />
              </SectionBoundary>
              <StatRow stats={data.header.stats} size="compact" wideColumns={2} />
            </Stack>
          }
        >
          <SectionBoundary name="Free Project Consultation">
            <Consultation data={data.form} />
          </SectionBoundary>
        </PageHeader>
      </SectionBoundary>
      <SectionBoundary name="Contact Details">
        <ContactDetails data={data.details} />
      </SectionBoundary>
      {/* The studio's light comes to its point on the edge of the page's one light band. */}
      <MotifSeam />
      <SectionBoundary name="What to Expect">
        <WhatToExpect heading={data.expect.heading} steps={data.expect.steps} />
      </SectionBoundary>
      <SectionBoundary name="How We Can Help">
        <HelpAreas data={data.help} />
      </SectionBoundary>
    </>
  );
}
