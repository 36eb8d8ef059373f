import type { Discount } from './types.ts';

/** Services in one proposal for the package discount, and the rate for two and for three or more. */
const PACKAGE_MIN_SERVICES = 2;
const PACKAGE_PERCENT = 10;
const PACKAGE_LARGE_PERCENT = 15;
/** Minimum term of a retainer or managed service for the long-term rate. */
const LONG_TERM_MIN_MONTHS = 6;
const LONG_TERM_PERCENT = 10;
/** Notice of ending a long-term engagement. */
const NOTICE_DAYS = 30;
const NONPROFIT_PERCENT = 15;
/** Notice before the start date that counts as an early booking, and how far that date may then move. */
const EARLY_BIRD_MIN_WEEKS = 4;
const EARLY_BIRD_PERCENT = 5;
const EARLY_BIRD_SLACK_WEEKS = 2;
/** A new project within this many months of the last one counts as returning. */
const LOYALTY_WITHIN_MONTHS = 24;
const LOYALTY_PERCENT = 10;
/** Discounts combine up to this share of one proposal. */
export const MAX_COMBINED_DISCOUNT_PERCENT = 20;

/**
 * The five kinds of discount the agency offers, each with who qualifies, how much it takes off and the terms, as a
 * proposal states them.
 */
export const discounts = [
  {
    id: 'package',
    name: 'Package Discount',
    saving: `Up to ${PACKAGE_LARGE_PERCENT}% off`,
    condition: `${PACKAGE_MIN_SERVICES}+ services in one proposal`,
    description: `Book two services in one proposal, such as a brand identity and a business website, and the combined project fee is ${PACKAGE_PERCENT}% lower; three or more take ${PACKAGE_LARGE_PERCENT}% off. One discovery phase and one team remove duplicated effort. Hourly calls and monthly retainers do not count towards the package.`,
  },
  {
    id: 'long-term',
    name: 'Long-Term Partnership Discount',
    saving: `${LONG_TERM_PERCENT}% off monthly rates`,
    condition: `Engagements of ${LONG_TERM_MIN_MONTHS}+ months`,
    description: `Commit to a retainer or managed service for ${LONG_TERM_MIN_MONTHS} months or more and every monthly invoice is ${LONG_TERM_PERCENT}% below the listed rate. After the first ${LONG_TERM_MIN_MONTHS} months the rate continues month to month, and either side can end it with ${NOTICE_DAYS} days’ notice.`,
  },
  {
    id: 'nonprofit',
    name: 'Nonprofit Discount',
    saving: `${NONPROFIT_PERCENT}% off every service`,
    condition: 'Registered nonprofits and public schools',
    description: `Registered 501(c)(3) nonprofits, charities and public schools pay ${NONPROFIT_PERCENT}% less on every project and retainer. Send your determination letter or your school district’s details with your first enquiry and the rate applies from your first proposal.`,
  },
  {
    id: 'early-bird',
    name: 'Early-Bird Booking',
    saving: `${EARLY_BIRD_PERCENT}% off the project fee`,
    condition: `Confirmed ${EARLY_BIRD_MIN_WEEKS}+ weeks before the start`,
    description: `Sign the proposal and pay the deposit at least ${EARLY_BIRD_MIN_WEEKS} weeks before the agreed start date and the project fee is ${EARLY_BIRD_PERCENT}% lower: planning ahead lets us staff your project without a rush. The start date can still move by up to ${EARLY_BIRD_SLACK_WEEKS} weeks.`,
  },
  {
    id: 'loyalty',
    name: 'Loyalty Discount',
    saving: `${LOYALTY_PERCENT}% off every new project`,
    condition: `Returning within ${LOYALTY_WITHIN_MONTHS} months`,
    description: `Start a new project within ${LOYALTY_WITHIN_MONTHS} months of your last one ending, or while you are on a retainer, and its fee is ${LOYALTY_PERCENT}% lower. Returning clients also get first call on our calendar when timing matters.`,
  },
] as const satisfies readonly Discount[];

export const discountsIntro = {
  heading: 'Ways to Save',
  intro: `Great work should not be out of reach. Discounts combine up to ${MAX_COMBINED_DISCOUNT_PERCENT}% off one proposal and apply to our fees, never to third-party costs such as hosting or licences. Each one you qualify for is itemised in your proposal.`,
  conditionLabel: 'Who qualifies',
  descriptionLabel: 'How it works',
  /** The toggle that unfolds a discount's terms on phones. */
  termsToggle: 'Who qualifies and how it works',
} as const;
