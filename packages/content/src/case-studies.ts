import type { CaseStudy, ServiceId } from './types.ts';

/** One case study per service, in the services' order; each service page carries its own. */
export const caseStudies = [
  {
    id: 'meridian-freight',
    serviceId: 'strategic-advisory',
    client: 'Meridian Freight',
    sector: 'Logistics',
    year: 2025,
    title: 'A technology roadmap the board approved in one meeting',
    summary:
      'Four dispatch systems, two failed replatforming attempts and a wary board. We replaced the argument with a costed, phased plan.',
    services: ['strategic-advisory', 'development'],
    problem:
      'Meridian ran dispatch on four systems bought over fifteen years. Every new customer meant another spreadsheet, and two failed replatforming attempts had left the board wary of any large technology spend.',
    approach: [
      'Interviewed 42 people, from night-shift dispatchers to the board, and mapped every hand-off between the four systems.',
      'Costed three options, doing nothing included, with effort ranges and risks a finance director could check line by line.',
      'Sequenced the chosen option into quarterly releases, each one funding the next, with a measure of success for every release.',
    ],
    outcomes: [
      { value: '3.1', unit: 'million USD', label: 'a year in savings the roadmap unlocks' },
      { value: '9', unit: 'weeks', label: 'from the first interview to board approval' },
      { value: '27', unit: '%', label: 'faster dispatch after the first release' },
    ],
    team: ['amara-okafor', 'ravi-patel', 'mei-tanaka'],
    images: {
      product: {
        file: 'case-studies/meridian-freight-product.svg',
        alt: 'Meridian Freight’s roadmap in a browser window: three yearly phases as swim lanes, each release costed, and the savings line rising to 3.1 million USD a year.',
      },
      detail: {
        file: 'case-studies/meridian-freight-detail.svg',
        alt: 'Close-up of one roadmap release, “Unified dispatch”: its cost range, the risk of doing nothing and the board’s approval.',
      },
    },
  },
  {
    id: 'crossroads-health',
    serviceId: 'design-ux',
    client: 'Crossroads Family Health',
    sector: 'Healthcare',
    year: 2024,
    title: 'A patient portal people book with, instead of calling about',
    summary:
      'The portal generated more phone calls than it saved. We redesigned scheduling around the three questions patients actually ask.',
    services: ['design-ux', 'development'],
    problem:
      'The portal had grown one feature at a time. Patients could not find a free appointment, so they phoned, and the front desk spent half its day on calls the portal should have answered.',
    approach: [
      'Sat with the front desk for a week and logged every call the portal caused, by reason.',
      'Rebuilt scheduling around the three questions patients ask: when, with whom and where.',
      'Tested every prototype with patients aged 19 to 84, with screen readers, and on the clinic’s oldest tablets.',
    ],
    outcomes: [
      { value: '2.4', unit: '×', label: 'appointments booked online' },
      { value: '38', unit: '%', label: 'fewer calls to the front desk' },
      { value: '96', unit: '%', label: 'of patients booked without help in testing' },
    ],
    team: ['jonas-lindqvist', 'sofia-marchetti', 'mei-tanaka'],
    testimonialId: 'crossroads-health',
    images: {
      product: {
        file: 'case-studies/crossroads-health-product.svg',
        alt: 'The Crossroads patient portal on a laptop: an appointment finder asking when, with whom and where, with the next free times as large buttons.',
      },
      detail: {
        file: 'case-studies/crossroads-health-detail.svg',
        alt: 'The portal on a phone: a booked appointment with the doctor’s name, the time and the clinic’s address, and an “Add to calendar” button.',
      },
    },
  },
  {
    id: 'harbor-ledger',
    serviceId: 'development',
    client: 'Harbor Ledger',
    sector: 'Fintech',
    year: 2025,
    title: 'From whiteboard to the App Store in eleven weeks',
    summary:
      'A waiting list of small businesses, a funding milestone tied to launch and a regulator to satisfy, with no product and no engineers.',
    services: ['development', 'design-ux', 'industry-solutions'],
    problem:
      'Harbor Ledger had a waiting list of small businesses and a funding milestone tied to a public launch, but no product, no engineering team and a regulator to satisfy before the first payment.',
    approach: [
      'Cut the scope to the one job users were waiting for: sending an invoice and reconciling its payment from a phone.',
      'Built on React Native and a typed API, with identity checks and audit logging in the first sprint instead of the last.',
      'Demonstrated a working build every two weeks to the founders and their compliance adviser, who signed off each release.',
    ],
    outcomes: [
      { value: '11', unit: 'weeks', label: 'from kickoff to App Store approval' },
      { value: '4.8', unit: 'out of 5', label: 'App Store rating across 1,900 reviews' },
      { value: '0', unit: 'findings', label: 'at the first compliance audit' },
    ],
    team: ['kwame-asante', 'sofia-marchetti', 'nikhil-rao', 'mei-tanaka'],
    testimonialId: 'harbor-ledger',
    images: {
      product: {
        file: 'case-studies/harbor-ledger-product.svg',
        alt: 'Harbor Ledger’s invoicing app on two phones: an invoice being sent on one, its payment matched and reconciled on the other.',
      },
      detail: {
        file: 'case-studies/harbor-ledger-detail.svg',
        alt: 'Close-up of the Harbor Ledger home screen: the business’s balance, three unpaid invoices and a “Send invoice” button.',
      },
    },
  },
  {
    id: 'northfield-supply',
    serviceId: 'cloud-devops',
    client: 'Northfield Supply Co.',
    sector: 'E-commerce & Retail',
    year: 2024,
    title: 'A weekend migration with no downtime, then a year without an outage',
    summary:
      'Store and warehouse ran on two ageing servers in a back office. We moved both to the cloud between a Friday and a Monday.',
    services: ['cloud-devops', 'development'],
    problem:
      'Northfield’s store and warehouse system ran on two ageing servers in a back office. Every big sale slowed checkout, and one hardware failure would have stopped orders and shipping at once.',
    approach: [
      'Rehearsed the whole migration three times on a copy of production, timing every step.',
      'Moved to managed containers and a replicated database, with infrastructure as code and alerts the team can act on.',
      'Switched traffic over one weekend, with a tested rollback at every step and the warehouse shipping throughout.',
    ],
    outcomes: [
      { value: '0', unit: 'minutes', label: 'of downtime during the move' },
      { value: '99.99', unit: '%', label: 'uptime over the following twelve months' },
      { value: '31', unit: '%', label: 'lower hosting costs' },
    ],
    team: ['daniel-reyes', 'mei-tanaka', 'nikhil-rao'],
    testimonialId: 'northfield-supply',
    images: {
      product: {
        file: 'case-studies/northfield-supply-product.svg',
        alt: 'Northfield’s operations dashboard in a browser: orders per minute through a sale, the migration weekend marked, and uptime flat at 99.99 %.',
      },
      detail: {
        file: 'case-studies/northfield-supply-detail.svg',
        alt: 'Close-up of the migration runbook: each step ticked with its rehearsed and actual time, and a rollback check beside it.',
      },
    },
  },
  {
    id: 'calloway-pierce',
    serviceId: 'industry-solutions',
    client: 'Calloway & Pierce',
    sector: 'Professional services',
    year: 2025,
    title: 'Conflict checks in minutes instead of days',
    summary:
      'New clients waited up to four days to hear whether the firm could act for them. Most of them did not wait.',
    services: ['industry-solutions', 'development', 'cloud-devops'],
    problem:
      'Every new matter at Calloway & Pierce waited up to four days for a conflict check, run by e-mail between three offices. Prospective clients went elsewhere, and the auditors flagged the paper trail.',
    approach: [
      'Wrote down the firm’s intake and conflict rules with the partners and the risk team, clause by clause.',
      'Built a secure intake portal on the firm’s practice-management system, logging every decision for audit.',
      'Migrated eleven years of matter records and verified each one against the old system before switching over.',
    ],
    outcomes: [
      { value: '20', unit: 'minutes', label: 'median conflict check, down from four days' },
      { value: '100', unit: '%', label: 'of intake decisions logged for audit' },
      { value: '212,000', unit: 'records', label: 'migrated and verified' },
    ],
    team: ['ravi-patel', 'nikhil-rao', 'daniel-reyes'],
    images: {
      product: {
        file: 'case-studies/calloway-pierce-product.svg',
        alt: 'Calloway & Pierce’s client intake portal in a browser: a new matter moving through its conflict check, each decision and its reviewer logged beside it.',
      },
      detail: {
        file: 'case-studies/calloway-pierce-detail.svg',
        alt: 'Close-up of a cleared conflict check: the parties searched, no conflicts found, and the time it took, 18 minutes.',
      },
    },
  },
  {
    id: 'lattice-learning',
    serviceId: 'emerging-tech',
    client: 'Lattice Learning',
    sector: 'Education',
    year: 2025,
    title: 'A study assistant that says when it does not know',
    summary:
      'Students waited hours for answers, and an off-the-shelf chatbot had been confidently wrong in a pilot. Trust came first.',
    services: ['emerging-tech', 'development'],
    problem:
      'Lattice’s tutors answered the same questions every evening while students waited hours for a reply. An off-the-shelf chatbot tried in a pilot had given confident, wrong answers.',
    approach: [
      'Grounded every answer in Lattice’s own course material, with a citation the student can open.',
      'Built an evaluation set of 1,200 real questions with the tutors, and ran it on every change.',
      'Handed anything uncertain to a tutor, with the conversation attached, instead of guessing.',
    ],
    outcomes: [
      { value: '46', unit: '%', label: 'of questions answered without waiting for a tutor' },
      { value: '97', unit: '%', label: 'accuracy on the tutors’ evaluation set' },
      { value: '1.4', unit: 'seconds', label: 'median time to an answer' },
    ],
    team: ['leah-goldberg', 'amara-okafor', 'kwame-asante'],
    images: {
      product: {
        file: 'case-studies/lattice-learning-product.svg',
        alt: 'Lattice’s study assistant in a browser: a student’s question answered with two citations from the course notes, and an “Ask a tutor” option.',
      },
      detail: {
        file: 'case-studies/lattice-learning-detail.svg',
        alt: 'The assistant on a phone saying it is not sure, and handing the question to a tutor with the conversation attached.',
      },
    },
  },
] as const satisfies readonly CaseStudy[];

export function getCaseStudy(serviceId: ServiceId): CaseStudy {
  const study = caseStudies.find((candidate) => candidate.serviceId === serviceId);
  if (!study) throw new Error(`No case study for service ${serviceId}`);
  return study;
}

/** The case study a home testimonial belongs to, if any. */
export function caseStudyOfTestimonial(testimonialId: string): CaseStudy | undefined {
  return caseStudies.find(
    (study) => 'testimonialId' in study && study.testimonialId === testimonialId,
  );
}

/** Where a case study is read: its section on its service's page. */
export const caseStudyHref = (study: CaseStudy) => `/services/${study.serviceId}#case-study`;
