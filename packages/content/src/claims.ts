import { compound, range } from './format.ts';
import type { Claim } from './types.ts';

/** Hours within which every message gets a reply. */
export const REPLY_WITHIN_HOURS = 24;
/** Quote turnaround after the discovery call, in hours. */
export const QUOTE_TURNAROUND_HOURS = { min: 24, max: 48 } as const;
/** Length of the free discovery call promised in the copy. */
export const DISCOVERY_CALL_MINUTES = 30;

const quoteRange = range(QUOTE_TURNAROUND_HOURS.min, QUOTE_TURNAROUND_HOURS.max);

/**
 * Every claim shown to visitors, once. `value` + `label` make a stat tile; `text` is the phrase
 * to interpolate into sentences.
 */
export const claims = {
  satisfiedClients: { value: '500+', label: 'Satisfied Clients', text: '500+ satisfied clients' },
  cloudUptime: { value: '99.9%', label: 'Cloud Uptime', text: '99.9% uptime' },
  timeToMarket: {
    value: '2.3x',
    label: 'Faster Time-to-Market',
    text: '2.3x faster time-to-market',
  },
  onTimeDelivery: { value: '98%', label: 'On-Time Delivery', text: '98% on-time delivery' },
  disciplines: { value: '6', label: 'Integrated Disciplines', text: '6 integrated disciplines' },
  oneStop: { value: '1-Stop', label: 'Full-Service Partner', text: 'one-stop partner' },
  sameDayResponse: {
    value: 'Same-Day',
    label: 'Response Guarantee',
    text: 'same-day response guarantee',
    appliesTo: 'For clients on a support plan or retainer',
  },
  discoveryCall: {
    value: `${DISCOVERY_CALL_MINUTES}-Min`,
    label: 'Free Discovery Call',
    text: `${compound(DISCOVERY_CALL_MINUTES, 'minute')} free discovery call`,
    appliesTo: 'With a senior strategist, at no cost',
  },
  replyTime: {
    value: `${REPLY_WITHIN_HOURS}h`,
    label: 'Reply Time',
    text: `within ${REPLY_WITHIN_HOURS} hours`,
    appliesTo: 'To every new enquiry',
  },
  quoteTurnaround: {
    value: `${quoteRange}h`,
    label: 'Quote Turnaround',
    text: `${quoteRange} hours`,
    appliesTo: 'For a written quote after the discovery call',
  },
} as const satisfies Record<string, Claim>;

export type ClaimId = keyof typeof claims;

/** Stat tiles of the home page. */
export const homeStats = [
  claims.satisfiedClients,
  claims.timeToMarket,
  claims.onTimeDelivery,
  claims.cloudUptime,
] as const satisfies readonly Claim[];

/** Headline stats of /services: 2.3x, 98%, 1-Stop, 6. */
export const servicesHeadlineStats = [
  claims.timeToMarket,
  claims.onTimeDelivery,
  claims.oneStop,
  claims.disciplines,
] as const satisfies readonly Claim[];

/** Stat tiles of /about. */
export const aboutStats = [
  claims.satisfiedClients,
  claims.disciplines,
  claims.onTimeDelivery,
  claims.cloudUptime,
] as const satisfies readonly Claim[];

/** Stat tiles of /contact: the four promises side by side, each with what it applies to. */
export const contactStats = [
  claims.replyTime,
  claims.sameDayResponse,
  claims.discoveryCall,
  claims.quoteTurnaround,
] as const satisfies readonly Claim[];
