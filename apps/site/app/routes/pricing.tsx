import {
  discounts,
  discountsIntro,
  lowestProjectPrice,
  pageLabels,
  paymentMethods,
  pricingCategoriesByPrice,
  pricingFaqs,
  pricingPage,
  typicalTimelines,
} from '@agency/content';
import { iconNode } from '~/components/Icon/icon-nodes.server';
import { CustomQuote } from '~/sections/pricing/CustomQuote';
import { PaymentMethods } from '~/sections/pricing/PaymentMethods';
import { PriceList } from '~/sections/pricing/PriceList';
import { Discounts } from '~/sections/pricing/Discounts';
import { Timelines } from '~/sections/pricing/Timelines';
import { SectionBoundary } from '~/layout/SectionBoundary';
import { routeMeta } from '~/seo/meta';
import { breadcrumbSchema, faqPageSchema } from '~/seo/schema';
import { JsonLd } from '~/seo/JsonLd';
import { metaFromLoader } from '~/seo/page-meta';
import type { Route } from './+types/pricing';
import { MotifSeam } from '@agency/ui';
import { CtaSection, FaqSection, PageHeader } from '~/sections/page';

/** Build time: exactly what /pricing renders. */
export function loader() {
  return {
    meta: routeMeta('/pricing'),
    jsonLd: [breadcrumbSchema('/pricing'), faqPageSchema(pricingFaqs)],
    header: { title: pricingPage.heading, intro: pricingPage.intro },
    prices: {
      heading: pricingPage.categoriesHeading,
      intro: pricingPage.note,
      startingAtLabel: pageLabels.startingAt,
      categories: pricingCategoriesByPrice.map((category) => ({
        id: category.id,
        name: category.name,
        description: category.description,
        toggle: pricingPage.categoryToggle(
          category.items.length,
          lowestProjectPrice(category.id).price,
        ),
        items: category.items.map(({ id, name, price, description }) => ({
          id,
          name,
          price,
          description,
        })),
      })),
    },
    customQuote: pricingPage.customQuote,
    payments: {
      heading: pricingPage.paymentMethodsHeading,
      intro: pricingPage.paymentMethodsIntro,
      categories: paymentMethods.map((method) => ({
        id: method.id,
        category: method.category,
        icon: iconNode(method.icon),
        methods: method.methods,
        description: method.description,
      })),
    },
    discounts: {
      ...discountsIntro,
      items: discounts.map(({ id, name, saving, condition, description }) => ({
        id,
        name,
        saving,
        condition,
        description,
      })),
    },
    timelines: { heading: pageLabels.typicalTimelines, items: typicalTimelines },
    faq: { heading: pricingPage.faqHeading, faqs: pricingFaqs },
    cta: pricingPage.cta,
  };
}

export const meta = metaFromLoader;

export default function Pricing({ loaderData: data }: Route.ComponentProps) {
  return (
    <>
      <JsonLd data={data.jsonLd} />
      <SectionBoundary name="Pricing Header">
        <PageHeader id="pricing-intro" title={data.header.title} intro={data.header.intro} />
      </SectionBoundary>
      <SectionBoundary name="Price List">
        <PriceList data={data.prices} />
      </SectionBoundary>
      <SectionBoundary name="Custom Quote">
        <CustomQuote data={data.customQuote} />
      </SectionBoundary>
      <SectionBoundary name="Payment Methods">
        <PaymentMethods data={data.payments} />
      </SectionBoundary>
      {/* The light band hands the studio's light on to the dark page below. */}
      <MotifSeam edge="light-to-dark" />
      <SectionBoundary name="Discounts">
        <Discounts data={data.discounts} />
      </SectionBoundary>
      <SectionBoundary name="Typical Timelines">
        <Timelines data={data.timelines} />
      </SectionBoundary>
      <SectionBoundary name="Pricing FAQ">
        <FaqSection
          id="pricing-faq"
          heading={data.faq.heading}
          faqs={data.faq.faqs}
          type="multiple"
          tone="raised"
        />
      </SectionBoundary>
      <SectionBoundary name="Call to Action">
        <CtaSection id="pricing-cta" cta={data.cta} variant="line" />
      </SectionBoundary>
    </>
  );
}
