import { formatUsd } from './format.ts';
import type { PaymentCategory } from './types.ts';

/** The four payment method categories. */
export const paymentMethods = [
  {
    id: 'cards',
    category: 'Credit & Debit Cards',
    icon: 'CreditCard',
    methods: ['Visa', 'Mastercard', 'American Express', 'Discover'],
    description:
      'Pay any invoice online through our payment processor’s secure checkout. Card details go straight to the processor; we never see or store them.',
  },
  {
    id: 'bank-transfers',
    category: 'Bank Transfers',
    icon: 'Landmark',
    methods: ['ACH Transfer', 'Wire Transfer', 'Direct Bank Transfer'],
    description:
      'The lowest-fee option for larger projects. Bank details are printed on every invoice; domestic and international wires are both welcome.',
  },
  {
    id: 'digital',
    category: 'Digital Wallets',
    icon: 'Smartphone',
    methods: ['Apple Pay', 'Google Pay'],
    description: 'Settle an invoice from your phone in a few taps, straight from the payment link.',
  },
  {
    id: 'enterprise',
    category: 'Enterprise Billing',
    icon: 'Building',
    methods: ['Net Terms', 'Purchase Orders', 'Invoicing'],
    description:
      'Net payment terms, purchase orders and consolidated monthly invoicing that fit your procurement and accounts-payable process.',
  },
] as const satisfies readonly PaymentCategory[];

/**
 * How invoices are scheduled. Referenced by the pricing FAQ, the terms of service and the refund
 * policy, so they always agree.
 */
export const paymentTerms = {
  /** Fixed-price projects from this amount (USD) are billed by milestones. */
  milestoneThreshold: 10_000,
  /** Deposit of a fixed-price project below the threshold, in percent; the rest is due on delivery. */
  smallProjectDepositPercent: 50,
  /** Typical milestone schedule above the threshold: deposit, mid-project milestone, launch. */
  milestoneSchedulePercent: [30, 40, 30],
  /** Days after issue within which an invoice is due. */
  invoiceDueDays: 15,
  /** Net terms available to approved enterprise accounts. */
  netTermsDays: 30,
  /** Days a written quote stays valid. */
  quoteValidityDays: 30,
  /** Written notice that ends a monthly service (retainer, managed cloud). */
  monthlyNoticeDays: 30,
} as const;

const [milestoneDeposit, milestoneMiddle, milestoneFinal] = paymentTerms.milestoneSchedulePercent;

/** Plain-language payment terms, in the order a client meets them. */
export const paymentTermsSummary = [
  `Fixed-price projects under ${formatUsd(paymentTerms.milestoneThreshold)}: a ${paymentTerms.smallProjectDepositPercent}% deposit reserves your start date and the remaining ${100 - paymentTerms.smallProjectDepositPercent}% is due on delivery.`,
  `Projects of ${formatUsd(paymentTerms.milestoneThreshold)} or more are billed by milestone, typically ${milestoneDeposit}% at kickoff, ${milestoneMiddle}% at an agreed mid-project milestone and ${milestoneFinal}% at launch.`,
  'Hourly consultation is invoiced after each session.',
  `Monthly services such as retainers and managed cloud are billed at the start of each month and can be ended with ${paymentTerms.monthlyNoticeDays} days’ written notice.`,
  `Invoices are due within ${paymentTerms.invoiceDueDays} days; approved enterprise accounts can use net ${paymentTerms.netTermsDays} terms and purchase orders.`,
] as const;
