import { claims } from './claims.ts';
import type { SectionIntro } from './types.ts';

/** The home page hero; the three parts appear in turn (eyebrow, headline, lead + button). */
export const hero = {
  eyebrow: 'Creative & Technology Agency',
  headline: 'Precision Design & Tech Solutions',
  lead: 'We transform ideas and brands through strategic design, storytelling and technology, from the first sketch to a product running in the cloud.',
  /** The button to explore services; its visible label is its accessible name. */
  cta: { label: 'Explore Our Services', href: '/services' },
} as const;

export const homeSections = {
  services: {
    heading: 'Our Services',
    intro: `${claims.disciplines.text}, one team. Pick a single service or combine them into one seamless engagement.`,
  },
  testimonials: {
    heading: 'Client Words',
    intro: 'Results speak loudest, so we let our clients do the talking.',
  },
  /** Shown with the form; pair it with `booking` for the 'Book Free Consultation' link. */
  contact: {
    heading: 'Start a Project',
    intro: `Tell us about your idea and we will reply ${claims.replyTime.text}, with a detailed quote ${claims.quoteTurnaround.text} after we talk.`,
  },
} as const satisfies Record<string, SectionIntro>;
