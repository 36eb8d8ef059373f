/**
 * schema.org builders for JSON-LD. Loader-only (they read @agency/content): build the objects in a
 * route loader and render them with `<JsonLd data={loaderData.jsonLd} />`.
 */
import {
  absoluteUrl,
  breadcrumbsFor,
  company,
  type FaqItem,
  plainText,
  type PostalAddress,
  type Service,
} from '@agency/content';
import type { JsonLdObject } from './JsonLd';
import { OG_IMAGE } from './meta';
import { SITE_URL } from './site-url';

const url = (path: string) => absoluteUrl(path, SITE_URL);

/** The @id of the site-wide organisation node, referenced by other nodes. */
function organizationId(): string {
  return `${url('/')}#organization`;
}

function postalAddress(address: PostalAddress): JsonLdObject {
  return {
    '@type': 'PostalAddress',
    name: address.label,
    streetAddress: address.streetAddress,
    addressLocality: address.addressLocality,
    addressRegion: address.addressRegion,
    postalCode: address.postalCode,
    addressCountry: address.addressCountry,
  };
}

/** The agency as Organization + ProfessionalService, from the company facts (rendered site-wide). */
export function organizationSchema(): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': ['Organization', 'ProfessionalService'],
    '@id': organizationId(),
    name: company.name,
    description: company.tagline,
    slogan: 'Precision design and tech solutions',
    url: url('/'),
    image: url(OG_IMAGE.path),
    logo: url('/favicon.svg'),
    email: company.emails.general.address,
    telephone: company.phone.href.replace(/^tel:/, ''),
    address: company.addresses.map(postalAddress),
    areaServed: 'Worldwide',
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'sales',
        email: company.emails.general.address,
        telephone: company.phone.href.replace(/^tel:/, ''),
        availableLanguage: 'English',
      },
      {
        '@type': 'ContactPoint',
        contactType: 'customer support',
        email: company.emails.support.address,
        availableLanguage: 'English',
      },
    ],
  };
}

/** A service detail page: Service with provider, URL and the lowest starting price as an offer. */
export function serviceSchema(service: Service): JsonLdObject {
  const startingAt = service.detail.pricing.startingAt;
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    '@id': `${url(service.link)}#service`,
    name: service.title,
    serviceType: service.title,
    description: service.description,
    url: url(service.link),
    provider: { '@id': organizationId(), '@type': 'ProfessionalService', name: company.name },
    areaServed: 'Worldwide',
    offers: {
      '@type': 'Offer',
      name: startingAt.name,
      description: `Starting at ${startingAt.price}`,
      priceCurrency: 'USD',
      price: startingAt.amount,
      priceSpecification: {
        '@type': 'PriceSpecification',
        priceCurrency: 'USD',
        minPrice: startingAt.amount,
      },
      url: url('/pricing'),
    },
  };
}

/** FAQPage of question/answer pairs (/process, /pricing, service FAQs). */
export function faqPageSchema(faqs: readonly FaqItem[]): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: plainText(faq.question),
      acceptedAnswer: { '@type': 'Answer', text: plainText(faq.answer) },
    })),
  };
}

/** BreadcrumbList of a path (Home › Services › Design & User Experience); null for unknown paths. */
export function breadcrumbSchema(path: string): JsonLdObject | null {
  const trail = breadcrumbsFor(path);
  if (trail.length === 0) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: url(crumb.path),
    })),
  };
}
