/**
 * Structural labels the pages need that @agency/content does not carry yet (section headings of
 * the service detail template, 'Starting at', 'Last updated', landmark names). Loader-only, so the
 * words travel in the prerendered HTML and never in JS. Reported to the content owner: each key
 * should move into @agency/content, after which this module disappears.
 */
export const pageLabels = {
  startingAt: 'Starting at',
  lastUpdated: 'Last updated',
  breadcrumb: 'Breadcrumb',
  typicalTimelines: 'Typical Timelines',
  serviceDetail: {
    overview: 'Overview',
    included: 'What’s Included',
    audience: 'Who It’s For',
    deliverables: 'Typical Deliverables',
    timelines: 'Typical Timelines',
    pricing: 'Starting Prices',
    pricingLink: 'See the full price list',
    faq: 'Frequently Asked Questions',
  },
} as const;

export type PageLabels = typeof pageLabels;
