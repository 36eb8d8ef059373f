import type { CaseStudyProps } from './CaseStudy';

/** A complete case study for the tests and the stories (the visuals are passed in by each). */
export const caseStudyFixture = {
  id: 'case-study',
  eyebrow: 'Case study',
  client: 'Harbor Ledger',
  sector: 'Fintech',
  year: 2025,
  title: 'From whiteboard to the App Store in eleven weeks',
  summary:
    'A waiting list of small businesses, a funding milestone tied to launch and a regulator to satisfy, with no product and no engineers.',
  outcomes: [
    { value: '11', unit: 'weeks', label: 'from kickoff to App Store approval' },
    { value: '4.8', unit: 'out of 5', label: 'App Store rating across 1,900 reviews' },
    { value: '0', unit: 'findings', label: 'at the first compliance audit' },
  ],
  problem:
    'Harbor Ledger had a waiting list of small businesses and a funding milestone tied to a public launch, but no product, no engineering team and a regulator to satisfy.',
  approach: [
    'Cut the scope to the one job users were waiting for.',
    'Built identity checks and audit logging in the first sprint instead of the last.',
    'Demonstrated a working build every two weeks to the founders and their adviser.',
  ],
  quote: {
    text: 'Lumen Forge took our fintech MVP from whiteboard to the App Store in eleven weeks.',
    author: 'Priya Raman',
    position: 'Co-founder & CEO',
  },
  team: [
    { name: 'Kwame Asante', role: 'Lead Mobile Engineer' },
    { name: 'Sofia Marchetti', role: 'Senior Product Designer' },
    { name: 'Nikhil Rao', role: 'Security & Compliance Lead' },
  ],
  services: [
    { label: 'Development & Engineering', href: '/services/development' },
    { label: 'Design & User Experience', href: '/services/design-ux' },
  ],
  labels: {
    problem: 'The problem',
    approach: 'What we did',
    outcomes: 'What changed',
    team: 'The team',
    services: 'Services involved',
  },
} satisfies Omit<CaseStudyProps, 'visual'>;
