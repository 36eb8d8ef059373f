import { claims } from './claims.ts';
import { company } from './company.ts';
import type { CallToAction, IconFeature, Team } from './types.ts';

/** Copy of the /about page. */
export const aboutPage = {
  heading: `About ${company.name}`,
  intro: `We are strategists, designers and engineers who believe the best digital products come from one team that owns the whole journey. Since our first project we have grown to ${claims.satisfiedClients.text}, from first-time founders to global enterprises.`,
  mission: {
    heading: 'Our Mission',
    text: 'To give every client the strategic clarity, craft and engineering discipline they need to turn ideas into products people love to use, delivered on time and built to last.',
  },
  vision: {
    heading: 'Our Vision',
    text: 'A world where exceptional design and dependable technology are within reach of every ambitious business, not only the largest ones.',
  },
  valuesHeading: 'Our Core Values',
  approach: {
    heading: 'Our Approach',
    paragraphs: [
      'We begin every engagement by listening. Before we propose a solution, we make sure we understand your customers, your constraints and what success looks like to you.',
      'Then one integrated team takes it from there. Strategists, designers and engineers work side by side from day one, so ideas are tested for feasibility early and nothing gets lost in a hand-off.',
      `We work in short, visible iterations with a demo every two weeks. It keeps you in control of priorities and it is how we maintain ${claims.onTimeDelivery.text}.`,
    ],
  },
  expertiseHeading: 'Our Expertise',
  expertise: [
    'Brand Strategy & Identity',
    'UX Research & Interface Design',
    'Web & Mobile Engineering',
    'Cloud Architecture & DevOps',
    'Security & Compliance',
    'AI, Data & Emerging Technology',
  ],
  teamsHeading: 'Our Teams',
  teamsIntro: 'Three specialist teams, one shared standard of work.',
  cta: {
    heading: 'Let’s Create Something Remarkable',
    text: 'Whether you have a detailed brief or a rough idea, we would love to hear about it.',
    primary: { label: 'Get in Touch', href: '/contact' },
    secondary: { label: 'Explore Services', href: '/services' },
  } satisfies CallToAction,
} as const;

/** The six core values. */
export const coreValues = [
  {
    title: 'Precision',
    icon: 'Crosshair',
    description:
      'We sweat the details others skip: the edge case, the loading state, the decimal place. Small things done right add up to products people trust.',
  },
  {
    title: 'Excellence',
    icon: 'Award',
    description:
      'We hold our work to the standard we would want as clients, and we keep raising it through reviews, retrospectives and continuous learning.',
  },
  {
    title: 'Integrity',
    icon: 'Scale',
    description:
      'Honest estimates, transparent pricing and bad news delivered early. We recommend what is right for you, even when it means less work for us.',
  },
  {
    title: 'Collaboration',
    icon: 'Users',
    description:
      'Your team and ours work as one. Shared boards, regular demos and direct access to the people doing the work keep everyone aligned.',
  },
  {
    title: 'Innovation',
    icon: 'Lightbulb',
    description:
      'We explore new tools and techniques constantly, and adopt them only when they make your product better, faster or more affordable.',
  },
  {
    title: 'Global Reach',
    icon: 'Globe',
    description:
      'Rooted in Indiana and working across time zones, we deliver for clients wherever they are, with the responsiveness of a local partner.',
  },
] as const satisfies readonly IconFeature[];

/** The three teams. */
export const teams = [
  {
    id: 'design',
    name: 'Design Team',
    icon: 'Palette',
    description:
      'Brand designers, UX researchers and interface designers who turn insight into identities and experiences people remember and understand.',
    focus: ['Brand identity', 'User research', 'Interface design', 'Design systems'],
    lead: {
      personId: 'jonas-lindqvist',
      line: 'Has led research and interface design for patient, banking and retail products used by millions.',
    },
  },
  {
    id: 'engineering',
    name: 'Engineering Team',
    icon: 'Code2',
    description:
      'Full-stack, mobile and cloud engineers who build fast, secure and maintainable software, and keep it running after launch.',
    focus: ['Web applications', 'Mobile apps', 'Cloud & DevOps', 'Quality assurance'],
    lead: {
      personId: 'mei-tanaka',
      line: 'Builds the teams and platforms behind every product we ship, from the first commit to the on-call rota.',
    },
  },
  {
    id: 'strategy',
    name: 'Strategy Team',
    icon: 'LineChart',
    description:
      'Strategists and consultants who connect every project to business outcomes, from market research to long-term technology roadmaps.',
    focus: [
      'Business strategy',
      'Market research',
      'Digital transformation',
      'Innovation programmes',
    ],
    lead: {
      personId: 'amara-okafor',
      line: 'Turns board-level ambitions into roadmaps that delivery teams can ship, one funded release at a time.',
    },
  },
] as const satisfies readonly Team[];
