/**
 * Structural labels of the page templates: section headings of the service detail template, 'Starting at',
 * 'Last updated', landmark names. The site reads them in loaders only, so the words travel in the prerendered HTML
 * and never in JS.
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
  caseStudy: {
    eyebrow: 'Case study',
    problem: 'The problem',
    approach: 'What we did',
    outcomes: 'What changed',
    team: 'The team',
    services: 'Services involved',
    /** The link under a home testimonial, completed with the client's name. */
    readMore: (client: string) => `Read the ${client} case study`,
  },
  teamLead: 'Team lead',
} as const;
