import { claims } from './claims.ts';
import { formatUsd } from './format.ts';
import { allPricingItems } from './pricing.ts';
import type { CallToAction, Feature, SectionIntro } from './types.ts';

/** Copy of the /services overview page around the service cards. */
export const servicesPage = {
  heading: 'Our Services',
  intro: `Six integrated disciplines, one accountable team. From the first strategy workshop to the cloud your product runs on, we plan, design, build and operate digital products that reach market ${claims.timeToMarket.value} faster.`,
  cardsHeading: 'What We Do',
  panelLabel: 'Process & Technologies',
  processLabel: 'Our Process',
  technologiesLabel: 'Key Technologies',
  learnMoreLabel: 'Learn More',
  industries: {
    heading: 'Industry Expertise',
    intro:
      'Deep experience in the markets where mistakes are expensive, so your project starts from proven patterns instead of first principles.',
  } satisfies SectionIntro,
  whyChoose: {
    heading: 'Why Choose Lumen Forge',
    intro: 'What clients tell us made the difference.',
  } satisfies SectionIntro,
  cta: {
    heading: 'Ready to Start Your Project?',
    text: `Tell us what you are planning. You will hear back ${claims.replyTime.text} and receive a detailed quote ${claims.quoteTurnaround.text} after a discovery call.`,
    primary: { label: 'Start a Conversation', href: '/contact' },
    secondary: { label: 'View Pricing', href: '/pricing' },
  } satisfies CallToAction,
} as const;

const smallestProject = formatUsd(
  Math.min(...allPricingItems.filter((item) => item.unit === 'project').map((item) => item.amount)),
);

/** The four 'Why Choose' points of /services. */
export const whyChooseUs = [
  {
    title: 'One Team, Six Disciplines',
    description: `Strategy, design, engineering, cloud, industry expertise and emerging tech under one roof. A ${claims.oneStop.text} means no hand-offs between agencies and no finger-pointing.`,
  },
  {
    title: 'Delivery You Can Plan Around',
    description: `${claims.onTimeDelivery.value} of our projects ship on schedule, thanks to two-week sprints, live demos and risks raised the day we spot them.`,
  },
  {
    title: 'Faster Time-to-Market',
    description: `Proven building blocks and parallel design and engineering tracks get products in front of customers ${claims.timeToMarket.value} faster.`,
  },
  {
    title: 'Transparent Pricing',
    description: `Published starting prices from ${smallestProject}, fixed quotes ${claims.quoteTurnaround.text} after a discovery call and no billable work without your sign-off.`,
  },
] as const satisfies readonly Feature[];
