import { claims } from './claims.ts';
import { booking } from './company.ts';
import type { CallToAction, Feature, IconFeature, ProcessStep, SectionIntro } from './types.ts';

/** The six-step methodology, shown in full on /process and as a preview on the home page. */
export const processSteps = [
  {
    stepNumber: '01',
    title: 'Discovery & Strategy',
    subtitle: 'Understanding your vision',
    description:
      'We learn your business, your users and what success means to you. Workshops, interviews and research turn a broad idea into clear goals, measurable outcomes and a shared understanding of scope.',
    keyActivities: [
      'Stakeholder workshops and interviews',
      'Audience and competitor research',
      'Review of existing systems, data and content',
      'Definition of goals and success metrics',
      'Risk and constraint mapping',
    ],
    deliverables: [
      'Discovery summary',
      'Project goals and KPIs',
      'User personas',
      'Competitive landscape',
      'High-level scope and budget range',
    ],
  },
  {
    stepNumber: '02',
    title: 'Planning & Architecture',
    subtitle: 'Blueprinting the solution',
    description:
      'We turn the strategy into a plan the whole team can execute: structure, technical architecture, milestones and a realistic timeline, so everyone knows what will be built, when and how.',
    keyActivities: [
      'Information architecture and sitemap',
      'Technical architecture and stack selection',
      'Feature prioritisation and backlog creation',
      'Sprint and milestone planning',
      'Security, accessibility and performance requirements',
    ],
    deliverables: [
      'Technical specification',
      'Architecture diagrams',
      'Prioritised product backlog',
      'Project timeline with milestones',
      'Fixed-scope proposal',
    ],
  },
  {
    stepNumber: '03',
    title: 'Design & Prototyping',
    subtitle: 'Making ideas tangible',
    description:
      'Wireframes become high-fidelity designs and clickable prototypes. You see and test the experience before development begins, when changes are still quick and inexpensive.',
    keyActivities: [
      'Wireframing of key screens and flows',
      'Visual design and brand application',
      'Interactive prototyping',
      'Usability testing with real users',
      'Design system and component definition',
    ],
    deliverables: [
      'Wireframes',
      'High-fidelity designs',
      'Clickable prototype',
      'Usability test findings',
      'Developer-ready design system',
    ],
  },
  {
    stepNumber: '04',
    title: 'Development & Implementation',
    subtitle: 'Building with precision',
    description:
      'Our engineers build in two-week sprints with a live demo at the end of each one. Clean, typed, reviewed code and continuous integration keep quality high and progress visible.',
    keyActivities: [
      'Front-end and back-end development',
      'Integration with third-party services and APIs',
      'Content management and data migration',
      'Code reviews on every change',
      'Sprint demos and feedback sessions',
    ],
    deliverables: [
      'Working software every sprint',
      'Source code in your repository',
      'Staging environment',
      'API documentation',
      'Sprint reports',
    ],
  },
  {
    stepNumber: '05',
    title: 'Testing & Quality Assurance',
    subtitle: 'Proving it works',
    description:
      'Automated and manual testing across devices, browsers and assistive technologies confirms that everything works, performs and stays secure before a single customer sees it.',
    keyActivities: [
      'Automated unit, integration and end-to-end tests',
      'Cross-browser and cross-device testing',
      'Accessibility audit against WCAG 2.2 AA',
      'Performance and load testing',
      'Security review and user acceptance testing',
    ],
    deliverables: [
      'Test plan and coverage report',
      'Accessibility audit report',
      'Performance benchmarks',
      'Security review summary',
      'Signed-off release candidate',
    ],
  },
  {
    stepNumber: '06',
    title: 'Launch & Ongoing Support',
    subtitle: 'Going live and growing',
    description:
      'We plan the launch to the hour, deploy with a rollback ready and stay close while real traffic arrives. After launch we monitor, support and improve, so your product keeps getting better.',
    keyActivities: [
      'Launch planning and go-live checklist',
      'Production deployment and monitoring',
      'Team training and handover',
      'Post-launch stabilisation and fixes',
      'Ongoing optimisation and roadmap planning',
    ],
    deliverables: [
      'Live product',
      'Launch report',
      'Training sessions and recordings',
      'Operations runbook',
      'Support plan and improvement roadmap',
    ],
  },
] as const satisfies readonly ProcessStep[];

/** How many steps the home page preview shows. */
export const PROCESS_PREVIEW_COUNT = 3;

/** The home page process preview (first three steps). */
export const processPreview = {
  heading: 'Our Process',
  intro:
    'A proven methodology that turns ideas into dependable products, with clear deliverables at every step.',
  steps: processSteps.slice(0, PROCESS_PREVIEW_COUNT),
  caption: `Showing steps 1-${PROCESS_PREVIEW_COUNT} of our complete ${processSteps.length}-step methodology`,
  button: { label: `View All ${processSteps.length} Steps in Detail`, href: '/process' },
} as const;

/** The four pillars of the process preview. */
export const processPillars = [
  {
    title: 'Precision',
    icon: 'Target',
    description:
      'Every requirement, pixel and line of code is deliberate, measured against the goals agreed in discovery.',
  },
  {
    title: 'Agile',
    icon: 'Zap',
    description:
      'Two-week sprints with live demos let us adapt to what we learn without losing sight of the deadline.',
  },
  {
    title: 'Quality',
    icon: 'ShieldCheck',
    description:
      'Code review, automated tests and accessibility checks are part of every sprint, not a phase at the end.',
  },
  {
    title: 'Partnership',
    icon: 'Handshake',
    description:
      'You work directly with the people doing the work and see progress as it happens, never just at the end.',
  },
] as const satisfies readonly IconFeature[];

/** The principles block beside the pillars. */
export const processPrinciples = {
  heading: 'Principles We Work By',
  intro: 'Four habits that hold in every step, whatever the size of the project.',
  items: [
    {
      title: 'Transparency by default',
      description: 'Shared boards, open budgets and honest status reports, including the bad news.',
    },
    {
      title: 'Outcomes over output',
      description:
        'We measure success by the goals in your brief, not by hours logged or features shipped.',
    },
    {
      title: 'Small steps, frequent feedback',
      description: 'Short iterations surface problems while they are still cheap to fix.',
    },
    {
      title: 'Built to be handed over',
      description:
        'Documentation, tests and clean code mean your product never depends on us alone.',
    },
  ],
} as const satisfies { heading: string; intro: string; items: readonly Feature[] };

/** Copy of the /process page. */
export const processPage = {
  heading: 'Our Process',
  intro: `Six clear steps take your project from first conversation to a product that keeps improving after launch. Each step has defined activities and deliverables, which is how we keep ${claims.onTimeDelivery.text}.`,
  methodology: {
    heading: 'Our Methodology',
    intro: 'What happens at every step, and what you have in hand when it is done.',
  } satisfies SectionIntro,
  /** Names the row of the six steps under the lens, each a link to where the step is told. */
  stepIndexLabel: 'The six steps at a glance',
  keyActivitiesLabel: 'Key Activities',
  deliverablesLabel: 'Deliverables',
  whyItWorksHeading: 'Why Our Process Works',
  faqHeading: 'Process FAQ',
  cta: {
    heading: 'Let’s Map Out Your Project',
    text: `Start with a ${claims.discoveryCall.text}. We will walk through your goals and show you how the six steps apply to your project.`,
    primary: { label: 'Start Your Project', href: '/contact' },
    secondary: booking,
  } satisfies CallToAction,
} as const;

/** The four 'Why Our Process Works' points. */
export const whyProcessWorks = [
  {
    title: 'No Surprises',
    description:
      'Scope, budget and timeline are agreed before development starts, and every change is priced and approved first.',
  },
  {
    title: 'Faster Results',
    description: `Parallel design and engineering tracks and reusable building blocks deliver ${claims.timeToMarket.text}.`,
  },
  {
    title: 'Predictable Delivery',
    description: `Fixed sprint rhythms and early risk reporting are why we maintain ${claims.onTimeDelivery.text}.`,
  },
  {
    title: 'Built to Last',
    description:
      'Testing, documentation and a clean handover mean your product stays easy to maintain long after launch.',
  },
] as const satisfies readonly Feature[];
