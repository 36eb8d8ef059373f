import {
  booking,
  caseStudyHref,
  caseStudyOfTestimonial,
  consultation,
  contactFormCopy,
  contactInfoCards,
  getRoute,
  hero,
  homeSections,
  homeStats,
  pageLabels,
  processPillars,
  processPreview,
  processPrinciples,
  services,
  servicesPage,
  testimonials,
} from '@agency/content';
import { iconNode } from '~/components/Icon/icon-nodes.server';
import { ContactSection } from '~/sections/home/ContactSection';
import { Hero } from '~/sections/home/Hero';
import { ProcessPreview } from '~/sections/home/ProcessPreview';
import { ServicesSection } from '~/sections/home/ServicesSection';
import { TestimonialsSection } from '~/sections/home/TestimonialsSection';
import { SectionBoundary } from '~/layout/SectionBoundary';
import type { PageHandle } from '~/layout/PageScripts';
import { renderIsland } from '~/islands/render.server';
import { MotifSeam } from '@agency/ui';
import { routeMeta } from '~/seo/meta';
import { metaFromLoader } from '~/seo/page-meta';
import type { Route } from './+types/home';

const navLabel = (path: '/services' | '/process' | '/contact') => {
  const route = getRoute(path);
  return route.navLabel ?? route.pageName;
};

/** The hero: the headline, its lead and call to action, and the studio's figures. */
function heroData() {
  return {
    eyebrow: hero.eyebrow,
    headline: hero.headline,
    lead: hero.lead,
    cta: hero.cta,
    stats: homeStats.map(({ value, label }) => ({ value, label })),
  };
}

/** The services band: a card per service, with its icon. */
function servicesData() {
  return {
    eyebrow: navLabel('/services'),
    heading: homeSections.services.heading,
    intro: homeSections.services.intro,
    learnMoreLabel: servicesPage.learnMoreLabel,
    services: services.map((service) => ({
      id: service.id,
      title: service.title,
      description: service.description,
      link: service.link,
      icon: iconNode(service.icon),
    })),
  };
}

/** The process preview: its steps, the pillars with their icons, and the principles. */
function processData() {
  return {
    eyebrow: navLabel('/process'),
    heading: processPreview.heading,
    intro: processPreview.intro,
    steps: processPreview.steps.map(({ stepNumber, title, subtitle, description }) => ({
      stepNumber,
      title,
      subtitle,
      description,
    })),
    caption: processPreview.caption,
    button: processPreview.button,
    pillars: processPillars.map((pillar) => ({
      title: pillar.title,
      description: pillar.description,
      icon: iconNode(pillar.icon),
    })),
    principles: processPrinciples,
  };
}

/** The testimonials carousel (an island), each quote linked to its case study when there is one. */
function testimonialsData() {
  return {
    heading: homeSections.testimonials.heading,
    intro: homeSections.testimonials.intro,
    carousel: renderIsland('testimonials', 'Client Words', {
      label: homeSections.testimonials.heading,
      items: testimonials.map((testimonial) => {
        const study = caseStudyOfTestimonial(testimonial.id);
        return study
          ? {
              ...testimonial,
              link: {
                href: caseStudyHref(study),
                label: pageLabels.caseStudy.readMore(study.client),
              },
            }
          : testimonial;
      }),
    }),
  };
}

/** The contact band: the form (an island), the booking link and the e-mail and phone cards. */
function contactData() {
  return {
    eyebrow: navLabel('/contact'),
    heading: homeSections.contact.heading,
    intro: homeSections.contact.intro,
    form: renderIsland('contact-form', 'Start a Project', {
      id: 'home-contact',
      copy: contactFormCopy,
      labelledBy: 'contact-heading',
    }),
    booking: {
      label: booking.label,
      href: booking.href,
      heading: consultation.heading,
      description: booking.description,
    },
    contacts: contactInfoCards
      .filter((card) => card.id === 'email' || card.id === 'phone')
      .map((card) => ({ label: card.title, value: card.lines[0], href: card.href })),
  };
}

/** Build time: exactly what the home page renders, from @agency/content. */
export function loader() {
  return {
    meta: routeMeta('/'),
    hero: heroData(),
    services: servicesData(),
    process: processData(),
    testimonials: testimonialsData(),
    contact: contactData(),
  };
}

export const meta = metaFromLoader;

export const handle: PageHandle = { islands: true };

export default function Home({ loaderData }: Route.ComponentProps) {
  const data = loaderData;
  return (
    <>
      <SectionBoundary name="Hero">
        <Hero hero={data.hero} />
      </SectionBoundary>
      <SectionBoundary name="Our Services">
        <ServicesSection data={data.services} />
      </SectionBoundary>
      <SectionBoundary name="Process Preview">
        <ProcessPreview data={data.process} />
      </SectionBoundary>
      {/* The studio's light comes to its point on the edge of the page's one light band. */}
      <MotifSeam />
      <SectionBoundary name="Client Words">
        <TestimonialsSection data={data.testimonials} />
      </SectionBoundary>
      <SectionBoundary name="Start a Project">
        <ContactSection data={data.contact} />
      </SectionBoundary>
    </>
  );
}
