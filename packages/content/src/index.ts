export type {
  Breadcrumb,
  BookingLink,
  CallToAction,
  CaseStudy,
  CaseStudyOutcome,
  Claim,
  Company,
  ContactInfoCard,
  Discount,
  EmailContact,
  ExpectationStep,
  ExternalLink,
  FaqItem,
  Feature,
  FiveOf,
  FourOf,
  IconFeature,
  IconName,
  Industry,
  InternalLink,
  LegalBlock,
  LegalDocument,
  LegalId,
  LegalPath,
  LegalSection,
  NavPath,
  PaymentCategory,
  Person,
  PhoneContact,
  PostalAddress,
  PriceUnit,
  PricingCategory,
  PricingCategoryId,
  PricingItem,
  ProcessStep,
  RouteEntry,
  ContactOutcomePath,
  ContactOutcomeRoute,
  ContentImage,
  RouteKind,
  RoutePath,
  SectionIntro,
  Service,
  ServiceDetail,
  ServiceId,
  ServicePath,
  ServicePricing,
  SiteRoute,
  SitemapChangeFrequency,
  SixOf,
  StatTile,
  StepNumber,
  Team,
  Testimonial,
  Timeline,
} from './types.ts';

export { aboutPage, coreValues, teams } from './about.ts';
export {
  caseStudies,
  caseStudyHref,
  caseStudyOfTestimonial,
  getCaseStudy,
} from './case-studies.ts';
export { adminPage } from './admin.ts';
export {
  aboutStats,
  claims,
  contactStats,
  DISCOVERY_CALL_MINUTES,
  homeStats,
  QUOTE_TURNAROUND_HOURS,
  REPLY_WITHIN_HOURS,
  servicesHeadlineStats,
  type ClaimId,
} from './claims.ts';
export {
  absoluteUrl,
  booking,
  company,
  copyrightNotice,
  DEFAULT_SITE_URL,
  formatAddress,
  formatAddressLines,
  principalAddress,
  resolveSiteUrl,
} from './company.ts';
export {
  consultation,
  contactFormCopy,
  contactOutcomePages,
  contactInfoCards,
  contactPage,
  helpAreas,
  whatToExpect,
} from './contact.ts';
export { discounts, discountsIntro } from './discounts.ts';
export {
  componentError,
  errorFallback,
  loadingLabel,
  needsJavaScriptLabel,
  notFound,
} from './errors.ts';
export { pricingFaqs, processFaqs } from './faqs.ts';
export { compound, formatPrice, formatUsd, NO_BREAK, plainText, range } from './format.ts';
export { hero, homeSections } from './home.ts';
export { industries } from './industries.ts';
export {
  CONTACT_RETENTION_MONTHS,
  formatLegalDate,
  getLegalDocument,
  legalDocuments,
  privacyPolicy,
  refundPolicy,
  termsOfService,
} from './legal.ts';
export {
  footerSiteMap,
  headerAction,
  layoutCopy,
  legalLinks,
  mainNavigation,
} from './navigation.ts';
export { paymentMethods, paymentTerms, paymentTermsSummary } from './payments.ts';
export {
  allPricingItems,
  getPricingCategory,
  getPricingItem,
  lowestProjectPrice,
  pricingCategories,
  pricingCategoriesByPrice,
  pricingPage,
  type PricingCategoryOf,
  type PricingItemId,
  type PricingItemIdOf,
} from './pricing.ts';
export { pageLabels } from './page-labels.ts';
export { getPerson, people, type PersonId } from './people.ts';
export {
  PROCESS_PREVIEW_COUNT,
  processPage,
  processPillars,
  processPreview,
  processPrinciples,
  processSteps,
  whyProcessWorks,
} from './process.ts';
export {
  breadcrumbsFor,
  contactOutcomeRoutes,
  findContactOutcomeRoute,
  findRoute,
  getRoute,
  normalizePath,
  noindexRoutes,
  notFoundRoute,
  pageTitle,
  prerenderPaths,
  publicRoutes,
  clientRenderedRoutes,
  spaFallbackRoute,
  resolveRoute,
  routes,
  sitemapRoutes,
} from './routes.ts';
export { findService, getService, serviceIds, services } from './services.ts';
export { servicesPage, whyChooseUs } from './services-page.ts';
export { testimonials } from './testimonials.ts';
export { timelines, typicalTimelines, typicalTimelinesSentence } from './timelines.ts';
