import type { Discount } from './types.ts';

/** The five kinds of discount the agency offers; the amounts are set per proposal. */
export const discounts = [
  {
    id: 'package',
    name: 'Package Discount',
    description:
      'Combine two or more services, such as a brand identity and a business website, and the bundle costs less than its parts: one discovery phase and one team remove duplicated effort.',
  },
  {
    id: 'long-term',
    name: 'Long-Term Partnership Discount',
    description:
      'Retainers and engagements that run six months or longer earn reduced monthly rates in exchange for a planned, predictable roadmap.',
  },
  {
    id: 'nonprofit',
    name: 'Nonprofit Discount',
    description:
      'Registered nonprofits, charities and public schools receive reduced rates on every service. Tell us about your mission when you get in touch.',
  },
  {
    id: 'early-bird',
    name: 'Early-Bird Booking',
    description:
      'Confirm your project at least four weeks before its start date and we pass the savings of easier scheduling on to you.',
  },
  {
    id: 'loyalty',
    name: 'Loyalty Discount',
    description:
      'Returning clients get preferred rates on every new project and first call on our calendar when timing matters.',
  },
] as const satisfies readonly Discount[];

export const discountsIntro = {
  heading: 'Ways to Save',
  intro:
    'Great work should not be out of reach. Every discount that applies to you is itemised in your proposal, so you always see what you saved and why.',
} as const;
