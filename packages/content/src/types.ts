/**
 * Types of every entity in @agency/content. Data files declare their values with
 * `as const satisfies ...` against these shapes, so the site gets readonly, literal data.
 */

/** Exactly four items, checked by the compiler. */
export type FourOf<T> = readonly [T, T, T, T];
/** Exactly five items, checked by the compiler. */
export type FiveOf<T> = readonly [T, T, T, T, T];
/** Exactly six items, checked by the compiler. */
export type SixOf<T> = readonly [T, T, T, T, T, T];

/** Names of lucide-react icons used by the content (the site maps a name to its component). */
export type IconName =
  | 'Compass'
  | 'PenTool'
  | 'Code2'
  | 'Cloud'
  | 'Building2'
  | 'Cpu'
  | 'Target'
  | 'Zap'
  | 'ShieldCheck'
  | 'Handshake'
  | 'Landmark'
  | 'HeartPulse'
  | 'ShoppingCart'
  | 'Briefcase'
  | 'CreditCard'
  | 'Smartphone'
  | 'Building'
  | 'Mail'
  | 'Phone'
  | 'MapPin'
  | 'Clock'
  | 'Crosshair'
  | 'Award'
  | 'Scale'
  | 'Users'
  | 'Lightbulb'
  | 'Globe'
  | 'Rocket'
  | 'LineChart'
  | 'Layers'
  | 'Palette'
  | 'Sparkles';

// ---------------------------------------------------------------------------------------------
// Routes and links

export type ServiceId =
  | 'strategic-advisory'
  | 'design-ux'
  | 'development'
  | 'cloud-devops'
  | 'industry-solutions'
  | 'emerging-tech';

export type ServicePath = `/services/${ServiceId}`;

export type LegalId = 'privacy-policy' | 'terms-of-service' | 'refund-policy';

export type LegalPath = `/${LegalId}`;

/** The six pages that appear in the main navigation and the footer site map. */
export type NavPath = '/' | '/services' | '/process' | '/pricing' | '/about' | '/contact';

/** Every concrete route of the site (the 404 page answers any other path). */
export type RoutePath = NavPath | ServicePath | LegalPath | '/admin';

/** Where the contact form lands when it was posted without JavaScript (noindex, not in the sitemap). */
export type ContactOutcomePath = '/contact/sent' | '/contact/not-sent';

export type RouteKind =
  'home' | 'page' | 'service' | 'legal' | 'admin' | 'contact-outcome' | 'not-found';

export type SitemapChangeFrequency = 'weekly' | 'monthly' | 'yearly';

/** One entry of the route manifest: drives meta tags, navigation, spinners, sitemap and robots. */
export interface RouteEntry {
  /** URL path without trailing slash ('/' for home); '*' for the 404 entry. */
  readonly path: RoutePath | ContactOutcomePath | '*';
  readonly kind: RouteKind;
  /** Short page name, used in 'Loading {page}...' and breadcrumbs. */
  readonly pageName: string;
  /** Document title, unique per route: '{pageName} | {company}' unless the entry gives its own. */
  readonly title: string;
  /** Meta description, 50–160 characters, unique per route. */
  readonly description: string;
  /** Label in the main navigation, when the route is a nav link (kind 'home' or 'page'): the page name by default. */
  readonly navLabel?: string;
  /** Listed in sitemap.xml. */
  readonly inSitemap: boolean;
  /** Rendered to static HTML at build time. */
  readonly prerender: boolean;
  /** Adds `<meta name="robots" content="noindex">` and a robots.txt Disallow. */
  readonly noindex: boolean;
  /** sitemap.xml hints, present on routes listed in the sitemap. */
  readonly sitemap?: {
    readonly priority: number;
    readonly changeFrequency: SitemapChangeFrequency;
  };
  /** For service detail routes: the service shown. */
  readonly serviceId?: ServiceId;
  /** For legal routes: the document shown. */
  readonly legalId?: LegalId;
}

/** A manifest entry of a concrete path (every entry except the 404 page). */
export interface SiteRoute extends RouteEntry {
  readonly path: RoutePath;
}

/** A manifest entry of a contact form outcome page. */
export interface ContactOutcomeRoute extends RouteEntry {
  readonly path: ContactOutcomePath;
}

export interface Breadcrumb {
  readonly name: string;
  readonly path: RoutePath;
}

/** A link to a page of this site. */
export interface InternalLink {
  readonly label: string;
  readonly href: RoutePath;
}

/** A link that leaves the site; render with target="_blank" rel="noopener noreferrer". */
export interface ExternalLink {
  readonly label: string;
  readonly href: string;
  readonly external: true;
}

// ---------------------------------------------------------------------------------------------
// Company

export interface PostalAddress {
  readonly id: string;
  /** What the address is, e.g. 'Principal Office'. */
  readonly label: string;
  readonly streetAddress: string;
  readonly addressLocality: string;
  /** Two-letter US state code. */
  readonly addressRegion: string;
  readonly postalCode: string;
  /** ISO 3166-1 alpha-2 country code. */
  readonly addressCountry: string;
}

export interface EmailContact {
  readonly label: string;
  readonly address: string;
  /** mailto: link. */
  readonly href: string;
}

export interface PhoneContact {
  /** As shown to people: '+1 (317) 555-0142'. */
  readonly display: string;
  /** tel: link. */
  readonly href: string;
  /** What the number is, shown before it (the footer's contact block). */
  readonly label: string;
}

export interface BookingLink extends ExternalLink {
  /** Length of the discovery call promised in the copy (the URL is configuration). */
  readonly callMinutes: number;
  /** One sentence that introduces the link. */
  readonly description: string;
  readonly target: '_blank';
  readonly rel: 'noopener noreferrer';
}

export interface Company {
  readonly name: string;
  readonly tagline: string;
  /** Default public origin; the site reads SITE_URL at build time and falls back to this. */
  readonly siteUrl: string;
  readonly emails: { readonly general: EmailContact; readonly support: EmailContact };
  readonly phone: PhoneContact;
  readonly addresses: readonly [PostalAddress, PostalAddress];
}

// ---------------------------------------------------------------------------------------------
// Claims and stats

/** A headline figure as shown in a stat tile. */
export interface StatTile {
  readonly value: string;
  readonly label: string;
}

/** A claim made to visitors: tile form (value + label) and prose form (text). */
export interface Claim extends StatTile {
  /** Phrase to use inside sentences, e.g. '98% on-time delivery'. */
  readonly text: string;
  /** What a promise applies to, where promises sit side by side: 'Every new enquiry'. */
  readonly appliesTo?: string;
}

// ---------------------------------------------------------------------------------------------
// Pricing, payments, discounts, timelines

export type PricingCategoryId =
  'strategic' | 'design' | 'development' | 'cloud' | 'industry' | 'emerging';

export type PriceUnit = 'project' | 'hour' | 'month';

export interface PricingItem {
  readonly id: string;
  readonly name: string;
  /** Starting price in USD. */
  readonly amount: number;
  readonly unit: PriceUnit;
  /** Display text derived from amount and unit: '$500', '$200/hour', '$8,000/month'. */
  readonly price: string;
  readonly description: string;
}

export interface PricingCategory {
  readonly id: PricingCategoryId;
  /** Display name, e.g. 'Strategic Advisory'. */
  readonly name: string;
  readonly description: string;
  /** The service this category prices. */
  readonly serviceId: ServiceId;
  readonly items: readonly PricingItem[];
}

export interface PaymentCategory {
  readonly id: 'cards' | 'bank-transfers' | 'digital' | 'enterprise';
  readonly category: string;
  readonly icon: IconName;
  readonly methods: readonly string[];
  readonly description: string;
}

export interface Discount {
  readonly id: 'package' | 'long-term' | 'nonprofit' | 'early-bird' | 'loyalty';
  readonly name: string;
  /** How much it takes off, as a headline: '15% off every service'. */
  readonly saving: string;
  /** Who qualifies, in a few words: '2+ services in one proposal'. */
  readonly condition: string;
  /** The terms: who qualifies and how much, as a proposal states them. */
  readonly description: string;
}

export interface Timeline {
  readonly id: string;
  /** What is being delivered, e.g. 'Logo design'. */
  readonly project: string;
  /** '2–3 days' (see `range`). */
  readonly duration: string;
}

// ---------------------------------------------------------------------------------------------
// Services

export interface FaqItem {
  readonly question: string;
  readonly answer: string;
}

/** A titled item with a short explanation: offerings, pillars, values, points. */
export interface Feature {
  readonly title: string;
  readonly description: string;
}

export interface IconFeature extends Feature {
  readonly icon: IconName;
}

/** Starting prices of a service, resolved from the pricing data (same objects, no copies). */
export interface ServicePricing {
  readonly category: PricingCategory;
  /** The items the detail page highlights. */
  readonly featured: readonly PricingItem[];
  /** The lowest per-project price of `featured` (the page's table), which is also the category's lowest. */
  readonly startingAt: PricingItem;
}

export interface CallToAction {
  readonly heading: string;
  readonly text: string;
  readonly primary: InternalLink | ExternalLink;
  readonly secondary?: InternalLink | ExternalLink;
}

export interface ServiceDetail {
  readonly headline: string;
  readonly intro: string;
  readonly overview: readonly string[];
  readonly included: readonly Feature[];
  readonly audience: readonly string[];
  readonly deliverables: readonly string[];
  readonly timelines: readonly Timeline[];
  readonly pricing: ServicePricing;
  readonly faqs: readonly FaqItem[];
  readonly cta: CallToAction;
}

export interface Service {
  readonly id: ServiceId;
  /** Exact name, e.g. 'Strategic Advisory & Consulting'. */
  readonly title: string;
  /** Card description. */
  readonly description: string;
  readonly icon: IconName;
  /** The five steps shown in the 'Process & Technologies' panel. */
  readonly process: FiveOf<string>;
  readonly technologies: readonly string[];
  readonly link: ServicePath;
  /** Meta description of the detail route (50–160 characters). */
  readonly metaDescription: string;
  readonly detail: ServiceDetail;
}

export interface Industry {
  readonly id: 'fintech' | 'healthcare' | 'ecommerce' | 'professional-services';
  readonly name: string;
  readonly icon: IconName;
  readonly description: string;
  readonly features: FourOf<string>;
  /** The service whose case study was done in this industry: its product detail shows the work on /services. */
  readonly caseStudy: ServiceId;
}

// ---------------------------------------------------------------------------------------------
// Process

export type StepNumber = '01' | '02' | '03' | '04' | '05' | '06';

export interface ProcessStep {
  readonly stepNumber: StepNumber;
  readonly title: string;
  readonly subtitle: string;
  readonly description: string;
  readonly keyActivities: FiveOf<string>;
  readonly deliverables: FiveOf<string>;
}

export interface Testimonial {
  readonly id: string;
  readonly quote: string;
  readonly author: string;
  readonly position: string;
  readonly company: string;
}

/** Someone at the studio, named with their role. */
export interface Person {
  readonly id: string;
  readonly name: string;
  readonly role: string;
}

/** An image of the content folder (`packages/content/images`), with the text that stands in for it. */
export interface ContentImage {
  /** Path inside `packages/content/images`, e.g. `case-studies/harbor-ledger-product.svg`. */
  readonly file: string;
  /** What the image shows, for someone who cannot see it. */
  readonly alt: string;
}

/** A measured result: `value` and `unit` are shown large, `label` says what was measured. */
export interface CaseStudyOutcome {
  readonly value: string;
  readonly unit: string;
  readonly label: string;
}

export interface CaseStudy {
  readonly id: string;
  /** The service whose page carries this case study. */
  readonly serviceId: ServiceId;
  readonly client: string;
  readonly sector: string;
  readonly year: number;
  readonly title: string;
  readonly summary: string;
  /** Every service the engagement involved, the page's own first. */
  readonly services: readonly ServiceId[];
  readonly problem: string;
  readonly approach: readonly string[];
  readonly outcomes: readonly [CaseStudyOutcome, CaseStudyOutcome, CaseStudyOutcome];
  /** Ids of `people`, in the order they are credited. */
  readonly team: readonly string[];
  /** The home testimonial that belongs to this engagement, if any. */
  readonly testimonialId?: string;
  /** `product`: the key screens in a device or browser frame (16:10); `detail`: one close crop (4:5). */
  readonly images: { readonly product: ContentImage; readonly detail: ContentImage };
}

// ---------------------------------------------------------------------------------------------
// Page copy

export interface SectionIntro {
  readonly heading: string;
  readonly intro: string;
}

export interface Team {
  readonly id: 'design' | 'engineering' | 'strategy';
  readonly name: string;
  readonly icon: IconName;
  readonly description: string;
  readonly focus: readonly string[];
  /** The team's lead: an id of `people`, and one line about them. */
  readonly lead: { readonly personId: string; readonly line: string };
}

export interface ContactInfoCard {
  readonly id: 'email' | 'phone' | 'address' | 'response-time';
  readonly icon: IconName;
  readonly title: string;
  /** Lines of the card's main value (an address has two). */
  readonly lines: readonly string[];
  /** mailto:/tel: link for the value, where there is one. */
  readonly href?: string;
  readonly description: string;
}

export interface ExpectationStep {
  readonly step: number;
  readonly title: string;
  readonly description: string;
}

// ---------------------------------------------------------------------------------------------
// Legal

/** A paragraph (string) or a bulleted list. */
export type LegalBlock = string | { readonly list: readonly string[] };

export interface LegalSection {
  readonly heading: string;
  readonly blocks: readonly LegalBlock[];
}

export interface LegalDocument {
  readonly id: LegalId;
  readonly path: LegalPath;
  readonly title: string;
  /** Meta description (50–160 characters). */
  readonly summary: string;
  /** ISO date, YYYY-MM-DD. */
  readonly lastUpdated: string;
  readonly intro: string;
  readonly sections: readonly LegalSection[];
}
