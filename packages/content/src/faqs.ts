import { claims } from './claims.ts';
import { discounts, MAX_COMBINED_DISCOUNT_PERCENT } from './discounts.ts';
import { compound, listInProse } from './format.ts';
import { paymentMethods, paymentTerms, paymentTermsSummary } from './payments.ts';
import { typicalTimelinesSentence } from './timelines.ts';
import type { FaqItem } from './types.ts';

/** The six questions of the process FAQ. */
export const processFaqs = [
  {
    question: 'How long does the full process take?',
    answer: `It depends on scope: as a guide, ${typicalTimelinesSentence}. You receive a detailed timeline with milestones at the end of the planning step.`,
  },
  {
    question: 'Do we have to go through every step?',
    answer:
      'Every project touches each step, but the depth scales with the work. A logo needs a short discovery conversation; a healthcare platform needs weeks of planning. We never pad a project with steps it does not need.',
  },
  {
    question: 'How involved do we need to be?',
    answer: `Plan on a kickoff workshop, a ${compound(30, 'minute')} sprint demo every two weeks and prompt feedback on designs. A single decision-maker on your side keeps things moving; we handle everything else.`,
  },
  {
    question: 'What happens if our requirements change mid-project?',
    answer:
      'Change is expected. We assess each request for impact on budget and timeline, you approve it in writing, and it joins the backlog. Nothing changes your invoice without your sign-off.',
  },
  {
    question: 'How do you keep projects on schedule?',
    answer: `Short sprints, visible boards and risks raised the day we see them. That rhythm is how we maintain ${claims.onTimeDelivery.text} across our projects.`,
  },
  {
    question: 'What support do you provide after launch?',
    answer:
      'Every launch includes a stabilisation period for fixes, training for your team and an operations runbook. After that you can choose a monthly support plan, book feature sprints as needed or take the product fully in-house.',
  },
] as const satisfies readonly FaqItem[];

const methodsInProse = listInProse(
  paymentMethods.map((category) => category.category.toLowerCase()),
);
const discountNames = listInProse(discounts.map((discount) => discount.name.toLowerCase()));

/** Questions of the pricing FAQ. */
export const pricingFaqs = [
  {
    question: 'How quickly will I receive a quote?',
    answer: `Within ${claims.quoteTurnaround.text} of our discovery call. Your quote lists scope, deliverables, timeline and payment schedule, and it stays valid for ${paymentTerms.quoteValidityDays} days.`,
  },
  {
    question: 'Are the listed prices fixed?',
    answer:
      'They are starting prices for a clearly scoped version of each service. Your quote turns them into a fixed price for your project; the final figure depends on features, integrations, content and timeline.',
  },
  {
    question: 'How long do projects usually take?',
    answer: `As a guide, ${typicalTimelinesSentence}. Your quote includes a timeline with milestones.`,
  },
  {
    question: 'What are your payment terms?',
    answer: paymentTermsSummary.join(' '),
  },
  {
    question: 'Which payment methods do you accept?',
    answer: `We accept ${methodsInProse}. Enterprise clients can pay against purchase orders on approved net terms.`,
  },
  {
    question: 'Do you offer discounts?',
    answer: `Yes: ${discountNames}. They combine up to ${MAX_COMBINED_DISCOUNT_PERCENT}% off one proposal, and whatever applies to you is itemised in it.`,
  },
  {
    question: 'What if the scope changes during the project?',
    answer:
      'We estimate each change request before work starts and add it to your plan only after you approve it in writing, so your budget never moves without your say.',
  },
  {
    question: 'Do you offer refunds?',
    answer:
      'Yes. Deposits on project work are fully refundable until work begins; after that you pay only for the work completed. Our refund policy sets out every case, including hourly and monthly services, in plain language.',
  },
] as const satisfies readonly FaqItem[];
