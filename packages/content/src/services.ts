import { claims } from './claims.ts';
import { booking } from './company.ts';
import { compound, range } from './format.ts';
import {
  getPricingCategory,
  getPricingItem,
  lowestProjectPriceOf,
  type PricingItemIdOf,
} from './pricing.ts';
import { timelines } from './timelines.ts';
import type { PricingCategoryId, Service, ServiceId, ServicePricing } from './types.ts';

/**
 * Resolves a service's starting prices from the price list (same objects, no copied numbers). The hero's
 * 'Starting at' figure is the lowest price of the page's own table, so the two cannot disagree; the table is
 * expected to include the category's cheapest project (services.test.ts pins it for all six).
 */
function pricingFor<C extends PricingCategoryId>(
  categoryId: C,
  featuredIds: readonly PricingItemIdOf<C>[],
): ServicePricing {
  const featured = featuredIds.map((id) => getPricingItem(categoryId, id));
  return {
    category: getPricingCategory(categoryId),
    featured,
    startingAt: lowestProjectPriceOf(featured),
  };
}

const startProject = { label: 'Start Your Project', href: '/contact' } as const;

/** The six services, in display order. */
export const services = [
  {
    id: 'strategic-advisory',
    title: 'Strategic Advisory & Consulting',
    description:
      'Turn ambition into a plan you can execute: market research, technology assessments and transformation roadmaps led by senior strategists.',
    icon: 'Compass',
    process: [
      'Stakeholder Interviews',
      'Market & Competitor Analysis',
      'Opportunity Mapping',
      'Roadmap & Business Case',
      'Execution Support',
    ],
    technologies: ['Miro', 'Notion', 'FigJam', 'Looker Studio', 'Airtable', 'Jira'],
    link: '/services/strategic-advisory',
    metaDescription:
      'Strategy reports, technology assessments, market research and digital transformation roadmaps from senior advisors who also build.',
    detail: {
      headline: 'Clarity before code.',
      intro:
        'Most projects are won or lost in their first month. Our strategists help you choose the right problem, the right order and the right technology before a single budget line is committed.',
      overview: [
        'We start where your business is today: your customers, your numbers, your systems and the people who will run what we recommend. Interviews with leadership and front-line staff sit alongside a hard look at data, competitors and the market you are entering.',
        'Because the same company designs, builds and runs software every day, our advice comes with a reality check built in. Every recommendation carries an effort estimate, a cost range and the risk of doing nothing, so you can defend the plan in a board meeting and hand it straight to a delivery team.',
        'Engagements range from a focused strategy report to a standing advisory retainer that reviews your roadmap and vendors month after month.',
      ],
      included: [
        {
          title: 'Business Strategy Reports',
          description: `A concise written analysis of your position, options and next moves, ending in a prioritised ${compound(90, 'day')} plan.`,
        },
        {
          title: 'Digital Transformation Roadmaps',
          description:
            'A phased plan for modernising processes and systems, with budgets, dependencies and measurable milestones.',
        },
        {
          title: 'Technology Assessments',
          description:
            'An independent audit of your stack and architecture with clear keep, fix or replace recommendations.',
        },
        {
          title: 'Market Research',
          description:
            'Customer interviews, competitor teardowns and sizing that turn assumptions into evidence.',
        },
        {
          title: 'Advisory Retainers',
          description:
            'Ongoing senior guidance for leadership teams: roadmap reviews, vendor due diligence and on-call advice.',
        },
      ],
      audience: [
        'Founders validating an idea before raising or building',
        'Small and mid-sized businesses outgrowing spreadsheets and legacy tools',
        'Enterprise leaders choosing between platforms, vendors or build-versus-buy',
        'Product teams that need an outside, unbiased view of their roadmap',
      ],
      deliverables: [
        'Stakeholder interview synthesis',
        'Competitor and market landscape',
        'Prioritised opportunity backlog with effort and impact scores',
        'Phased roadmap with budget ranges',
        'Executive presentation and business case',
      ],
      timelines: [
        {
          id: 'strategy-report',
          project: 'Business strategy report',
          duration: range(1, 2, 'weeks'),
        },
        {
          id: 'technology-assessment',
          project: 'Technology assessment',
          duration: range(2, 3, 'weeks'),
        },
        {
          id: 'transformation-roadmap',
          project: 'Digital transformation roadmap',
          duration: range(3, 5, 'weeks'),
        },
      ],
      pricing: pricingFor('strategic', [
        'business-strategy-report',
        'consultation-call',
        'digital-transformation-planning',
        'enterprise-advisory-retainer',
      ]),
      faqs: [
        {
          question: 'Do we have to build with you after a strategy engagement?',
          answer:
            'No. Every report and roadmap is written so any competent team can execute it. Many clients do continue with us, but the plan is yours either way.',
        },
        {
          question: 'How much of our time will the strategy work take?',
          answer: `Expect a kickoff workshop of two to three hours, a handful of ${compound(45, 'minute')} interviews with the people you nominate and a final presentation. We do the rest of the legwork.`,
        },
        {
          question: 'Can you assess a system another agency built?',
          answer:
            'Yes, and we often do. A technology assessment is deliberately independent: we review code, infrastructure and documentation and report what we find, good and bad.',
        },
        {
          question: 'What is included in an advisory retainer?',
          answer:
            'A named senior advisor, a monthly roadmap review, vendor and proposal reviews, and direct access for quick questions between sessions. Scope is agreed up front and reviewed every quarter.',
        },
      ],
      cta: {
        heading: 'Make Your Next Decision with Confidence',
        text: `Tell us what you are weighing up. A ${claims.discoveryCall.text} is often enough to know whether you need a report, a roadmap or just a second opinion.`,
        primary: startProject,
        secondary: booking,
      },
    },
  },
  {
    id: 'design-ux',
    title: 'Design & User Experience',
    description:
      'Brand identities, interfaces and design systems that make your products intuitive to use and instantly recognisable.',
    icon: 'PenTool',
    process: [
      'Brand & User Research',
      'Information Architecture',
      'Wireframes & Concepts',
      'Visual Design & Prototyping',
      'Usability Testing & Handoff',
    ],
    technologies: ['Figma', 'Adobe Creative Cloud', 'Framer', 'Maze', 'Storybook', 'Lottie'],
    link: '/services/design-ux',
    metaDescription:
      'Logos, brand identities, UX/UI design, website redesigns and design systems, researched with real users and ready for development.',
    detail: {
      headline: 'Design that people understand at a glance.',
      intro:
        'Good design is not decoration. It is the reason a visitor trusts you in three seconds and a customer finishes checkout without calling support. We design brands and products that do both.',
      overview: [
        'Every design engagement begins with research: who your audience is, what they are trying to do and where today’s experience gets in their way. Those findings shape the structure first and the visuals second.',
        'We work in Figma from wireframe to high-fidelity prototype, test with real users before anything is built and hand developers a documented component library rather than a folder of static screens.',
        'Because our designers sit next to our engineers, what you approve is what ships: accessible colour contrast, realistic content and states for loading, errors and empty screens are designed, not improvised later.',
      ],
      included: [
        {
          title: 'Logo & Brand Identity',
          description:
            'Marks, palettes, typography and tone of voice, captured in guidelines your whole team can apply.',
        },
        {
          title: 'UX Research & Strategy',
          description:
            'Interviews, journey mapping and analytics reviews that reveal what your users actually need.',
        },
        {
          title: 'UI Design & Prototyping',
          description:
            'Clickable, high-fidelity prototypes that let you test and approve the experience before build.',
        },
        {
          title: 'Website Redesigns',
          description:
            'A modern, conversion-focused redesign that keeps the content and search rankings you have earned.',
        },
        {
          title: 'Design Systems',
          description:
            'Tokens, components and usage rules that keep every future screen consistent and fast to produce.',
        },
      ],
      audience: [
        'Startups that need a credible brand before launch or fundraising',
        'Established companies whose identity no longer matches who they are',
        'Product teams whose users struggle with key flows',
        'Organisations with several products that need one consistent design language',
      ],
      deliverables: [
        'Research findings and user journey maps',
        'Logo files and brand guidelines',
        'Wireframes and interactive Figma prototypes',
        'Usability test report with prioritised fixes',
        'Developer-ready component library and design tokens',
      ],
      timelines: [
        timelines.logo,
        { id: 'brand-identity', project: 'Brand identity', duration: range(3, 4, 'weeks') },
        {
          id: 'ux-ui-design',
          project: 'UX/UI design for a product',
          duration: range(2, 6, 'weeks'),
        },
      ],
      pricing: pricingFor('design', [
        'logo-design',
        'brand-identity',
        'ux-ui-design',
        'design-system',
      ]),
      faqs: [
        {
          question: 'How many logo concepts and revisions do we get?',
          answer:
            'Logo projects start with three distinct concepts. You choose a direction and we refine it over two rounds of revisions, which is enough for nearly every client.',
        },
        {
          question: 'Do you test designs with real users?',
          answer:
            'Yes. For UX/UI work we run moderated or unmoderated tests with five to eight people from your audience and fix what they stumble on before development starts.',
        },
        {
          question: 'Will our developers be able to build from your designs?',
          answer:
            'That is the point of our handoff: annotated Figma files, a component library, design tokens and a walkthrough call with your engineers. We are happy to answer questions during the build.',
        },
        {
          question: 'Who owns the design files?',
          answer:
            'You do. On final payment all source files, fonts licensed for you and brand assets are transferred to your organisation.',
        },
      ],
      cta: {
        heading: 'Give Your Brand the Design It Deserves',
        text: 'Share where you are today and where you want to be. We will recommend the smallest design engagement that gets you there.',
        primary: startProject,
        secondary: booking,
      },
    },
  },
  {
    id: 'development',
    title: 'Development & Engineering',
    description:
      'Websites, web applications, mobile apps and APIs engineered for speed, accessibility and years of maintainable growth.',
    icon: 'Code2',
    process: [
      'Technical Specification',
      'Architecture & Setup',
      'Iterative Sprints',
      'Code Review & Testing',
      'Deployment & Handover',
    ],
    technologies: [
      'TypeScript',
      'React',
      'React Native',
      'Node.js',
      'PostgreSQL',
      'Supabase',
      'GraphQL',
      'Shopify',
    ],
    link: '/services/development',
    metaDescription:
      'Landing pages, business websites, e-commerce stores, web apps, mobile apps and APIs, built in two-week sprints with tests and CI from day one.',
    detail: {
      headline: 'Software that is fast on launch day and still easy to change in year three.',
      intro:
        'From a landing page to a full mobile product, we build with typed code, automated tests and continuous delivery, so you get working software every sprint and a codebase your team is glad to inherit.',
      overview: [
        'Projects run in two-week sprints. Each one ends with a demo on a live preview environment, so you see real progress, give feedback early and never wait months for a big reveal.',
        `Performance and accessibility are requirements, not extras: pages are budgeted for speed, interfaces follow WCAG 2.2 AA and every change passes code review and automated tests before it merges. That discipline is how we keep ${claims.onTimeDelivery.text} and bring products to market ${claims.timeToMarket.value} faster.`,
        'When the project ends you receive the repository, documentation and deployment pipeline. Stay with us for a support plan or take it in-house; either works because the code is written to be handed over.',
      ],
      included: [
        {
          title: 'Websites & Landing Pages',
          description:
            'Fast, search-friendly marketing sites on a content management system your team can edit.',
        },
        {
          title: 'Web Applications',
          description: 'Custom platforms with user accounts, dashboards, payments and admin tools.',
        },
        {
          title: 'Mobile Apps',
          description:
            'Cross-platform iOS and Android apps, from a focused MVP to a full store launch.',
        },
        {
          title: 'E-commerce',
          description:
            'Stores and checkouts that load quickly, convert well and connect to your inventory.',
        },
        {
          title: 'APIs & Integrations',
          description:
            'Documented, secure APIs and integrations with the services your business already uses.',
        },
      ],
      audience: [
        'Businesses that need a website that wins them work',
        'Founders turning a validated idea into an MVP',
        'Companies replacing spreadsheets and manual steps with a custom tool',
        'Product teams that need extra engineering capacity for a defined feature',
      ],
      deliverables: [
        'Technical specification and architecture decision records',
        'Source code in your own Git repository',
        'Automated test suite and CI/CD pipeline',
        'Deployed production application',
        'Handover documentation and a recorded walkthrough',
      ],
      timelines: [
        timelines.landingPage,
        { id: 'business-website', project: 'Business websites', duration: range(3, 5, 'weeks') },
        timelines.complexApp,
      ],
      pricing: pricingFor('development', [
        'landing-page',
        'business-website',
        'web-application',
        'mobile-app-mvp',
      ]),
      faqs: [
        {
          question: 'Which technologies do you build with?',
          answer:
            'Mostly TypeScript, React and React Native on the front end, Node.js and PostgreSQL behind it, and Shopify for commerce. We choose what fits your team and budget, not what is fashionable.',
        },
        {
          question: 'Do we own the code?',
          answer:
            'Yes. The code lives in a repository you own from the first commit, and full rights transfer to you on final payment.',
        },
        {
          question: 'Can you work on our existing codebase?',
          answer:
            'Yes. We start with a short technical review so we understand its conventions and risks, then work inside your repository and review process like any member of your team.',
        },
        {
          question: 'What happens after launch?',
          answer:
            'Every launch includes a stabilisation period for fixes. After that you can choose a monthly support plan, book feature sprints as needed or run the product yourself.',
        },
      ],
      cta: {
        heading: 'Let’s Build It Properly',
        text: 'Tell us what you want to ship and by when. We will come back with a technical approach, a timeline and a fixed quote.',
        primary: startProject,
        secondary: booking,
      },
    },
  },
  {
    id: 'cloud-devops',
    title: 'Cloud, DevOps & Security',
    description: `Cloud migrations, CI/CD pipelines and security audits that keep your systems fast, safe and online, with ${claims.cloudUptime.text} on the platforms we manage.`,
    icon: 'Cloud',
    process: [
      'Infrastructure Audit',
      'Architecture Design',
      'Migration & Automation',
      'Security Hardening',
      'Monitoring & Optimisation',
    ],
    technologies: [
      'AWS',
      'Microsoft Azure',
      'Google Cloud',
      'Terraform',
      'Docker',
      'Kubernetes',
      'GitHub Actions',
      'Datadog',
    ],
    link: '/services/cloud-devops',
    metaDescription: `Cloud assessments, migrations, CI/CD pipelines, security audits and managed cloud with ${claims.cloudUptime.text} on the platforms we run.`,
    detail: {
      headline: 'Infrastructure you never have to think about.',
      intro: `Outages, surprise bills and security scares all trace back to infrastructure nobody fully understands. We make yours documented, automated and monitored, and we keep ${claims.cloudUptime.text} on the platforms we manage.`,
      overview: [
        'We begin with an assessment of what you run today: hosting, costs, deployment process, access control and backups. You get a plain-language report of risks and savings before we propose any change.',
        'Changes are made as code. Infrastructure is described in Terraform, deployments run through automated pipelines and every environment can be rebuilt from the repository, which makes migrations rehearsable and rollbacks boring.',
        'Security is part of every step: least-privilege access, secrets management, encrypted backups and an audit trail. For teams that want it, our managed cloud service adds monitoring, patching and on-call response.',
      ],
      included: [
        {
          title: 'Cloud Assessment',
          description:
            'A review of architecture, spend and risk with a prioritised improvement plan.',
        },
        {
          title: 'Cloud Migration',
          description:
            'Planned moves to AWS, Azure or Google Cloud with rehearsed cutovers and rollback plans.',
        },
        {
          title: 'DevOps & CI/CD',
          description: 'Automated build, test and deployment pipelines with preview environments.',
        },
        {
          title: 'Security Audits & Hardening',
          description:
            'Configuration reviews, vulnerability scanning and fixes ranked by real-world risk.',
        },
        {
          title: 'Managed Cloud & Disaster Recovery',
          description:
            'Monitoring, patching, backups and tested failover, run by our operations team.',
        },
      ],
      audience: [
        'Companies moving off ageing servers or a single fragile host',
        'Teams whose releases are manual, slow or nerve-wracking',
        'Businesses preparing for a security review, audit or enterprise customer questionnaire',
        'Products whose cloud bill has grown faster than their revenue',
      ],
      deliverables: [
        'Infrastructure assessment and risk register',
        'Target architecture diagram',
        'Terraform modules for every environment',
        'CI/CD pipeline with automated tests and rollbacks',
        'Security audit report, runbooks and monitoring dashboards',
      ],
      timelines: [
        { id: 'cloud-assessment', project: 'Cloud assessment', duration: range(1, 2, 'weeks') },
        { id: 'devops-pipeline', project: 'DevOps pipeline', duration: range(2, 3, 'weeks') },
        { id: 'cloud-migration', project: 'Cloud migration', duration: range(4, 8, 'weeks') },
      ],
      pricing: pricingFor('cloud', [
        'cloud-assessment',
        'cloud-migration',
        'security-audit',
        'managed-cloud',
      ]),
      faqs: [
        {
          question: 'Will our site or app go down during a migration?',
          answer:
            'We plan for zero downtime. Each migration is rehearsed in a staging environment first, and the production cutover has a tested rollback path.',
        },
        {
          question: 'Which cloud providers do you work with?',
          answer:
            'AWS, Microsoft Azure and Google Cloud, plus managed platforms such as Vercel, Netlify and Supabase where they are the better fit.',
        },
        {
          question: 'Does a security audit include penetration testing?',
          answer:
            'Our audit covers configuration, dependencies and an OWASP-based application review. Where a formal penetration test is required, we scope and coordinate it with an accredited partner.',
        },
        {
          question: 'What does managed cloud cover?',
          answer: `Monitoring and alerting, patching, backups, cost reviews and on-call incident response. It is the service behind our ${claims.cloudUptime.text} record.`,
        },
      ],
      cta: {
        heading: 'Sleep Through the Night Again',
        text: 'Start with a cloud assessment and know exactly where your infrastructure stands before you spend on changes.',
        primary: startProject,
        secondary: booking,
      },
    },
  },
  {
    id: 'industry-solutions',
    title: 'Industry-Specific Solutions',
    description:
      'Purpose-built platforms for fintech, healthcare, e-commerce and professional services, with compliance designed in from day one.',
    icon: 'Building2',
    process: [
      'Domain & Compliance Review',
      'Solution Blueprint',
      'Secure Build',
      'Integration & Data Migration',
      'Audit-Ready Launch',
    ],
    technologies: [
      'Stripe',
      'Plaid',
      'HL7 FHIR',
      'Shopify Plus',
      'Salesforce',
      'DocuSign',
      'PostgreSQL',
    ],
    link: '/services/industry-solutions',
    metaDescription:
      'Fintech MVPs, healthcare portals, e-commerce platforms and professional services portals, with compliance designed in from day one.',
    detail: {
      headline: 'Software that speaks your industry’s language.',
      intro:
        'Regulated and specialised markets punish generic software. We bring ready knowledge of payments, patient data, commerce and client confidentiality, so your project starts from the rules instead of discovering them late.',
      overview: [
        'Each industry engagement opens with a domain and compliance review: which regulations apply, which systems you must integrate with and which data needs special handling. The answers shape the architecture before design begins.',
        'We then build on patterns we have already proven: audited payment flows, encrypted patient records, resilient order pipelines and secure client portals. You get speed from reuse without sharing code or data with anyone else.',
        'Launches are audit-ready: access controls, logging and documentation are in place so your compliance officer, auditor or enterprise customer gets clear answers.',
      ],
      included: [
        {
          title: 'Fintech Products',
          description: 'Onboarding with identity checks, payments, ledgers and reporting.',
        },
        {
          title: 'Healthcare Portals',
          description: 'Patient and provider portals with secure messaging and scheduling.',
        },
        {
          title: 'Commerce Platforms',
          description: 'Multi-channel retail with inventory, fulfilment and ERP integration.',
        },
        {
          title: 'Professional Services Portals',
          description: 'Client portals with document exchange, e-signatures and billing for firms.',
        },
        {
          title: 'Compliance & Integrations',
          description:
            'Audit logging, consent management and connections to industry systems and APIs.',
        },
      ],
      audience: [
        'Fintech founders preparing a regulated product for market',
        'Clinics, practices and health-tech startups handling patient data',
        'Retailers outgrowing an off-the-shelf store',
        'Law, accounting and consulting firms that want to serve clients online',
      ],
      deliverables: [
        'Compliance requirements map',
        'Solution blueprint and data-flow diagrams',
        'Production platform with role-based access control',
        'Integration and data migration scripts',
        'Audit documentation and security controls summary',
      ],
      timelines: [
        {
          id: 'industry-integration',
          project: 'Compliance or API integration',
          duration: range(2, 4, 'weeks'),
        },
        {
          id: 'industry-portal',
          project: 'Client or patient portal',
          duration: range(6, 10, 'weeks'),
        },
        timelines.complexApp,
      ],
      pricing: pricingFor('industry', [
        'industry-api-integration',
        'fintech-mvp',
        'healthcare-portal',
        'ecommerce-platform',
        'professional-services-portal',
      ]),
      faqs: [
        {
          question: 'Can you make our product HIPAA or PCI DSS compliant?',
          answer:
            'We design and build to those requirements, including encryption, access controls, audit logging and vendor agreements. Certification itself is issued by your auditor, and we prepare the documentation they ask for.',
        },
        {
          question: 'Do you work with industries beyond the four listed?',
          answer:
            'Yes. Fintech, healthcare, retail and professional services are where we have the deepest experience, but the same compliance-first approach works for education, logistics and the public sector.',
        },
        {
          question: 'Can you migrate data from our current system?',
          answer:
            'Yes. We map, clean and migrate data with scripted, repeatable runs and verify the results with you before the old system is switched off.',
        },
      ],
      cta: {
        heading: 'Build on Experience, Not Guesswork',
        text: 'Tell us about your industry and the rules you work under. We will outline an approach that satisfies them from the first sprint.',
        primary: startProject,
        secondary: booking,
      },
    },
  },
  {
    id: 'emerging-tech',
    title: 'Emerging Tech & Innovation',
    description:
      'AI, machine learning, blockchain, AR/VR and IoT turned from buzzwords into proofs of concept that answer real business questions.',
    icon: 'Cpu',
    process: [
      'Opportunity Workshop',
      'Feasibility Study',
      'Rapid Prototyping',
      'Pilot with Real Users',
      'Scale-Up Plan',
    ],
    technologies: [
      'Python',
      'PyTorch',
      'OpenAI API',
      'LangChain',
      'Solidity',
      'Unity',
      'AWS IoT Core',
    ],
    link: '/services/emerging-tech',
    metaDescription:
      'AI/ML proofs of concept, AI chatbots, smart contracts, AR/VR, IoT and data analytics: fixed-scope experiments that prove value fast.',
    detail: {
      headline: 'Innovation with a business case attached.',
      intro:
        'New technology is only worth it when it solves a problem you already have. We run small, fixed-scope experiments that tell you quickly whether AI, blockchain, AR/VR or IoT will pay off for your business.',
      overview: [
        'Most engagements begin with an innovation workshop. Together we list the ideas, score them on value and feasibility and pick one worth testing. That keeps the first investment small and the question precise.',
        'Next comes a proof of concept built with your real data and a few real users. It is deliberately focused: enough to measure accuracy, adoption or cost, not a polished product.',
        'If the numbers hold up, you receive a scale-up plan with architecture, costs and risks. If they do not, you have learned it for the price of a prototype rather than a failed launch.',
      ],
      included: [
        {
          title: 'AI & Machine Learning',
          description:
            'Proofs of concept for prediction, classification and automation, trained and evaluated on your data.',
        },
        {
          title: 'AI Chatbots & Assistants',
          description:
            'Assistants grounded in your own content, with guardrails, human handoff and reporting.',
        },
        {
          title: 'Blockchain & Smart Contracts',
          description:
            'Tested Solidity contracts for tokens, payments and provenance, prepared for external audit.',
        },
        {
          title: 'AR/VR Experiences',
          description: 'Immersive demos, training and visualisation for web, mobile or headset.',
        },
        {
          title: 'IoT & Data Analytics',
          description:
            'Connected devices, data pipelines and dashboards that turn signals into decisions.',
        },
      ],
      audience: [
        'Leadership teams asked to have an AI strategy by next quarter',
        'Operations teams with repetitive work that could be automated',
        'Manufacturers and logistics firms with equipment to connect',
        'Brands looking for a memorable, immersive customer experience',
      ],
      deliverables: [
        'Innovation workshop outcomes and scored idea backlog',
        'Feasibility study with data assessment',
        'Working proof of concept',
        'Pilot results measured against agreed success criteria',
        'Scale-up plan with architecture, costs and risks',
      ],
      timelines: [
        { id: 'innovation-workshop', project: 'Innovation workshop', duration: '1 day' },
        { id: 'ai-chatbot', project: 'AI chatbot', duration: range(3, 4, 'weeks') },
        { id: 'proof-of-concept', project: 'Proof of concept', duration: range(4, 6, 'weeks') },
      ],
      pricing: pricingFor('emerging', [
        'innovation-workshop',
        'ai-chatbot',
        'ai-ml-poc',
        'iot-solution',
      ]),
      faqs: [
        {
          question: 'Is our data used to train public AI models?',
          answer:
            'No. We use providers and settings that exclude your data from model training, or self-hosted models when the data must not leave your infrastructure.',
        },
        {
          question: 'What if the proof of concept shows the idea will not work?',
          answer:
            'Then it has done its job. You receive the findings, the reasons and any alternative worth exploring, for a fraction of the cost of a failed product.',
        },
        {
          question: 'Do we need clean data before starting an AI project?',
          answer:
            'No. Assessing and preparing your data is part of the feasibility study, and we will tell you plainly if it is not ready yet.',
        },
      ],
      cta: {
        heading: 'Find Out What Is Worth Building',
        text: 'Book an innovation workshop or tell us the idea you have been circling. We will help you test it quickly and honestly.',
        primary: startProject,
        secondary: booking,
      },
    },
  },
] as const satisfies readonly Service[];

/** A service by id; undefined for an unknown id. */
export function findService(id: string): Service | undefined {
  return services.find((service) => service.id === id);
}

/** A service by id (typed ids always exist). */
export function getService(id: ServiceId): Service {
  const service = findService(id);
  if (!service) throw new Error(`Unknown service "${id}"`);
  return service;
}

/** All service ids in display order. */
export const serviceIds: readonly ServiceId[] = services.map((service) => service.id);
