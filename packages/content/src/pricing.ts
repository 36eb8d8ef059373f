import { claims } from './claims.ts';
import { compound, formatPrice } from './format.ts';
import type { PriceUnit, PricingCategory, PricingCategoryId, PricingItem } from './types.ts';

/** Builds a pricing item; the display price is derived from amount and unit, never typed twice. */
function item<const Id extends string>(
  id: Id,
  name: string,
  amount: number,
  unit: PriceUnit,
  description: string,
) {
  return { id, name, amount, unit, price: formatPrice(amount, unit), description } as const;
}

/** Starting prices in USD by category: 41 items. */
export const pricingCategories = [
  {
    id: 'strategic',
    name: 'Strategic Advisory',
    serviceId: 'strategic-advisory',
    description:
      'Senior-level thinking before you commit budget: research, assessments and roadmaps that tell you what to build, in what order and why.',
    items: [
      item(
        'business-strategy-report',
        'Business Strategy Report',
        500,
        'project',
        `A written assessment of your market position, competitors and growth options, ending in a prioritised ${compound(90, 'day')} action plan.`,
      ),
      item(
        'consultation-call',
        'Consultation Call',
        200,
        'hour',
        `A paid advisory session: one-on-one time with a senior strategist to pressure-test a plan, a vendor choice or a technical decision. Not to be confused with the ${claims.discoveryCall.text} that scopes a new project.`,
      ),
      item(
        'digital-transformation-planning',
        'Digital Transformation Planning',
        2500,
        'project',
        'A phased roadmap for modernising processes and systems, with budget, dependencies and success metrics for every phase.',
      ),
      item(
        'technology-assessment',
        'Technology Assessment',
        1800,
        'project',
        'An independent review of your stack, architecture and tooling, with a risk register and clear keep, fix or replace calls.',
      ),
      item(
        'market-research',
        'Market Research',
        1200,
        'project',
        'Customer interviews, competitor teardowns and market sizing that replace assumptions with evidence before you invest.',
      ),
      item(
        'enterprise-advisory-retainer',
        'Enterprise Advisory Retainer',
        8000,
        'month',
        'A standing senior advisory team for your leadership: roadmap reviews, vendor due diligence and on-call guidance.',
      ),
    ],
  },
  {
    id: 'design',
    name: 'Design & UX',
    serviceId: 'design-ux',
    description:
      'Identities, interfaces and design systems grounded in research, so your brand is recognisable and your product is easy to use.',
    items: [
      item(
        'logo-design',
        'Logo Design',
        800,
        'project',
        'A distinctive mark with three initial concepts, two revision rounds and files for print, web and social.',
      ),
      item(
        'brand-identity',
        'Brand Identity',
        2500,
        'project',
        'Logo, colour palette, typography, tone of voice and a guidelines document your whole team can apply.',
      ),
      item(
        'ux-ui-design',
        'UX/UI Design',
        1500,
        'project',
        'User flows, wireframes and high-fidelity screens for a product or site, tested with real users before build.',
      ),
      item(
        'website-redesign',
        'Website Redesign',
        3200,
        'project',
        'A fresh design for an existing site, based on a content audit and the real journeys of your users, ready to build.',
      ),
      item(
        'design-system',
        'Design System',
        4500,
        'project',
        'Tokens, reusable components and usage guidelines that keep every future screen consistent and quick to ship.',
      ),
      item(
        'marketing-materials',
        'Marketing Materials',
        1800,
        'project',
        'Pitch decks, brochures, social templates and ad creative designed as one coherent campaign set.',
      ),
      item(
        'complete-brand-overhaul',
        'Complete Brand Overhaul',
        8000,
        'project',
        'Research-led repositioning: strategy, messaging, a new identity and its rollout across every touchpoint.',
      ),
    ],
  },
  {
    id: 'development',
    name: 'Development & Engineering',
    serviceId: 'development',
    description:
      'Websites, web apps, mobile apps and APIs built on modern, well-tested stacks that your team can own and extend.',
    items: [
      item(
        'landing-page',
        'Landing Page',
        1500,
        'project',
        'A fast, responsive single page built to convert, with a working contact form and on-page SEO.',
      ),
      item(
        'business-website',
        'Business Website',
        3500,
        'project',
        'A multi-page site of up to ten pages on a content management system your team can edit without us.',
      ),
      item(
        'ecommerce-store',
        'E-commerce Store',
        5500,
        'project',
        'An online store with product catalogue, cart, secure checkout, payments and order management.',
      ),
      item(
        'web-application',
        'Web Application',
        8000,
        'project',
        'A custom web app with user accounts, a database and admin tools, built to grow with your business.',
      ),
      item(
        'mobile-app-mvp',
        'Mobile App MVP',
        12000,
        'project',
        'A cross-platform iOS and Android app with the core features you need to validate with real users.',
      ),
      item(
        'mobile-app-full',
        'Mobile App Full Build',
        25000,
        'project',
        'A production-grade mobile app with backend, integrations, offline support and App Store and Google Play launch.',
      ),
      item(
        'api-development',
        'API Development',
        4000,
        'project',
        'Documented REST or GraphQL APIs with authentication, rate limiting and automated tests.',
      ),
      item(
        'feature-sprint',
        'Feature Sprint',
        2500,
        'project',
        'A two-week sprint that designs, builds and ships one well-defined feature in your existing product.',
      ),
    ],
  },
  {
    id: 'cloud',
    name: 'Cloud, DevOps & Security',
    serviceId: 'cloud-devops',
    description:
      'Infrastructure that stays fast, secure and online, from first migration to round-the-clock operations.',
    items: [
      item(
        'cloud-assessment',
        'Cloud Assessment',
        1500,
        'project',
        'A review of your hosting, spend, security posture and scalability, with a prioritised improvement plan.',
      ),
      item(
        'cloud-migration',
        'Cloud Migration',
        5000,
        'project',
        'A planned move to AWS, Azure or Google Cloud with a rehearsed cutover and a rollback path at every step.',
      ),
      item(
        'devops-pipeline',
        'DevOps Pipeline',
        4000,
        'project',
        'Automated CI/CD with tests, preview environments and one-click, reversible deployments.',
      ),
      item(
        'security-audit',
        'Security Audit',
        2200,
        'project',
        'Configuration review, vulnerability scanning and an OWASP-based application check, with fixes ranked by risk.',
      ),
      item(
        'infrastructure-as-code',
        'Infrastructure as Code',
        3500,
        'project',
        'Your infrastructure described in Terraform: version-controlled, reviewable and reproducible in every environment.',
      ),
      item(
        'managed-cloud',
        'Managed Cloud',
        1500,
        'month',
        `Monitoring, patching, backups and on-call incident response, backed by our ${claims.cloudUptime.text} record.`,
      ),
      item(
        'disaster-recovery',
        'Disaster Recovery',
        2800,
        'project',
        'Backup strategy, recovery runbooks and a tested failover, so an outage becomes an inconvenience, not a crisis.',
      ),
    ],
  },
  {
    id: 'industry',
    name: 'Industry Solutions',
    serviceId: 'industry-solutions',
    description:
      'Platforms built for regulated and specialised markets, with the compliance work designed in rather than bolted on.',
    items: [
      item(
        'fintech-mvp',
        'Fintech MVP',
        15000,
        'project',
        'A secure financial product MVP with onboarding and identity checks, payments and a transaction ledger.',
      ),
      item(
        'healthcare-portal',
        'Healthcare Portal',
        12000,
        'project',
        'A patient or provider portal with secure messaging, scheduling and HIPAA-ready data handling.',
      ),
      item(
        'ecommerce-platform',
        'E-commerce Platform',
        10000,
        'project',
        'A scalable commerce platform with multi-channel inventory, custom checkout flows and ERP integration.',
      ),
      item(
        'professional-services-portal',
        'Professional Services Portal',
        8500,
        'project',
        'A client portal for firms: secure document exchange, e-signatures, billing and matter status in one place.',
      ),
      item(
        'compliance-integration',
        'Compliance Integration',
        3500,
        'project',
        'Audit logging, consent management and access controls mapped to PCI DSS, HIPAA, SOC 2 or GDPR requirements.',
      ),
      item(
        'industry-api-integration',
        'Industry API Integration',
        2800,
        'project',
        'Connections to the systems your industry runs on: Stripe, Plaid, HL7 FHIR endpoints, practice management tools.',
      ),
    ],
  },
  {
    id: 'emerging',
    name: 'Emerging Tech',
    serviceId: 'emerging-tech',
    description:
      'Fixed-scope experiments with AI, blockchain, AR/VR and IoT that answer a business question before you fund a full build.',
    items: [
      item(
        'ai-ml-poc',
        'AI/ML Proof of Concept',
        4500,
        'project',
        'A working prototype that shows whether machine learning can solve your problem with your data.',
      ),
      item(
        'smart-contract',
        'Smart Contract Development',
        6000,
        'project',
        'Solidity contracts with full test coverage, deployment scripts and documentation, prepared for external audit.',
      ),
      item(
        'ar-vr-experience',
        'AR/VR Experience',
        8500,
        'project',
        'Immersive product demos, training simulations or try-before-you-buy experiences for web, mobile or headset.',
      ),
      item(
        'iot-solution',
        'IoT Solution',
        7200,
        'project',
        'Device connectivity, data ingestion and a live dashboard for sensors, equipment or connected products.',
      ),
      item(
        'ai-chatbot',
        'AI Chatbot',
        3200,
        'project',
        'A conversational assistant grounded in your own content, with guardrails, human handoff and usage reporting.',
      ),
      item(
        'data-analytics',
        'Data Analytics Platform',
        5500,
        'project',
        'Data pipelines and dashboards that turn scattered spreadsheets and systems into decisions.',
      ),
      item(
        'innovation-workshop',
        'Innovation Workshop',
        2500,
        'project',
        'A facilitated one-day workshop that maps emerging technology to your business and picks one idea to prototype.',
      ),
    ],
  },
] as const satisfies readonly PricingCategory[];

type PricingCategoryData = (typeof pricingCategories)[number];

/** The pricing data of one category, with its literal item ids. */
export type PricingCategoryOf<C extends PricingCategoryId> = Extract<
  PricingCategoryData,
  { id: C }
>;

/** Item ids that exist in a category. */
export type PricingItemIdOf<C extends PricingCategoryId> =
  PricingCategoryOf<C>['items'][number]['id'];

/** Any item id in the price list. */
export type PricingItemId = PricingCategoryData['items'][number]['id'];

/** Every item of the price list, in display order. */
export const allPricingItems: readonly PricingItem[] = pricingCategories.flatMap(
  (category): readonly PricingItem[] => category.items,
);

export function getPricingCategory<C extends PricingCategoryId>(id: C): PricingCategoryOf<C> {
  const category = pricingCategories.find((entry) => entry.id === id);
  if (!category) throw new Error(`Unknown pricing category "${id}"`);
  return category as PricingCategoryOf<C>;
}

export function getPricingItem<C extends PricingCategoryId>(
  categoryId: C,
  itemId: PricingItemIdOf<C>,
): PricingItem {
  const found = getPricingCategory(categoryId).items.find(
    (entry: PricingItem) => entry.id === itemId,
  );
  if (!found) throw new Error(`Unknown pricing item "${itemId}" in "${categoryId}"`);
  return found;
}

/** The lowest per-project starting price among some items (hourly and monthly rates are not comparable). */
export function lowestProjectPriceOf(items: readonly PricingItem[]): PricingItem {
  const perProject = items.filter((entry) => entry.unit === 'project');
  const pool = perProject.length > 0 ? perProject : items;
  const lowest = pool.reduce((min, entry) => (entry.amount < min.amount ? entry : min));
  return lowest;
}

/** The lowest per-project starting price in a category. */
export function lowestProjectPrice(categoryId: PricingCategoryId): PricingItem {
  return lowestProjectPriceOf(getPricingCategory(categoryId).items);
}

/**
 * The categories as /pricing lists them: by their lowest per-project starting price, cheapest first (a tie keeps
 * the order of the services).
 */
export const pricingCategoriesByPrice: readonly PricingCategoryData[] = pricingCategories
  .map((category, index) => ({ category, index, from: lowestProjectPrice(category.id).amount }))
  .sort((a, b) => a.from - b.from || a.index - b.index)
  .map(({ category }) => category);

/** Copy of the /pricing page around the price list. */
export const pricingPage = {
  heading: 'Transparent Pricing',
  intro:
    'Every price below is a starting price in US dollars for a clearly scoped project. Your proposal turns it into a fixed quote with no surprises, and we never start billable work without your sign-off.',
  note: 'Starting prices in USD. Final pricing depends on scope, integrations and timeline.',
  categoriesHeading: 'Starting Prices by Service',
  /** The toggle that unfolds a category's prices on phones: how many, and the lowest project price. */
  categoryToggle: (count: number, from: string) => `${count} prices, from ${from}`,
  customQuote: {
    heading: 'Need Something Custom?',
    text: `Most projects mix services or need something we have not listed. Tell us what you are building and we will send a detailed quote ${claims.quoteTurnaround.text} after a discovery call.`,
    link: { label: 'Request a Custom Quote', href: '/contact' },
  },
  paymentMethodsHeading: 'Payment Methods',
  paymentMethodsIntro:
    'Pay the way your finance team prefers. Every invoice can be settled online or by bank transfer.',
  faqHeading: 'Pricing Questions',
  cta: {
    heading: 'Ready to Get an Exact Number?',
    text: `Share your goals and we will reply ${claims.replyTime.text}, then send a fixed-scope quote ${claims.quoteTurnaround.text} after a discovery call.`,
    primary: { label: 'Get Your Quote', href: '/contact' },
    secondary: { label: 'Explore Services', href: '/services' },
  },
} as const;
