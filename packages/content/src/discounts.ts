import type { Discount } from './types.ts';

/** Services combined in one engagement for the package discount. */
const PACKAGE_MIN_SERVICES = 2;
/** Length of an engagement that earns the long-term rate. */
const LONG_TERM_MIN_MONTHS = 6;
/** Notice before the start date that counts as an early booking. */
const EARLY_BIRD_MIN_WEEKS = 4;

/**
 * The five kinds of discount the agency offers; the amounts are set per proposal, the condition
 * that earns each one is fixed.
 */
export const discounts = [
  {
    id: 'package',
    name: 'Package Discount',
    condition: `${PACKAGE_MIN_SERVICES}+ services booked together`,
    description:
      'Combine services, such as a brand identity and a business website, and the bundle costs less than its parts: one discovery phase and one team remove duplicated effort.',
  },
  {
    id: 'long-term',
    name: 'Long-Term Partnership Discount',
    condition: `Engagements of ${LONG_TERM_MIN_MONTHS}+ months`,
    description:
      'Retainers and longer engagements earn reduced monthly rates in exchange for a planned, predictable roadmap.',
  },
  {
    id: 'nonprofit',
    name: 'Nonprofit Discount',
    condition: 'Registered nonprofits and public schools',
    description:
      'Registered nonprofits, charities and public schools receive reduced rates on every service. Tell us about your mission when you get in touch.',
  },
  {
    id: 'early-bird',
    name: 'Early-Bird Booking',
    condition: `Confirmed ${EARLY_BIRD_MIN_WEEKS}+ weeks before the start`,
    description: 'Book ahead and we pass the savings of easier scheduling on to you.',
  },
  {
    id: 'loyalty',
    name: 'Loyalty Discount',
    condition: 'Every returning client',
    description:
      'Returning clients get preferred rates on every new project and first call on our calendar when timing matters.',
  },
] as const satisfies readonly Discount[];

export const discountsIntro = {
  heading: 'Ways to Save',
  intro:
    'Great work should not be out of reach. Every discount that applies to you is itemised in your proposal, so you always see what you saved and why.',
} as const;
