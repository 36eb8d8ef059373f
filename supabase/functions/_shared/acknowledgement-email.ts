/**
 * The acknowledgement the enquirer gets once their submission is stored. A fixed template: it never holds anything
 * the enquirer typed (not even their name), so the form cannot be used to send chosen words to someone else's
 * mailbox; only the address it goes to comes from the form. At most one per mailbox per day (the database decides,
 * see the contact_deliveries migration), never for spam.
 */
import { escapeHtml } from './notification-email.ts';
import type { OutgoingEmail } from './types.ts';

/** The facts the template states; the local host passes the site's own (packages/content), hosts default to these. */
export interface AcknowledgementFacts {
  agencyName: string;
  /** The promise, as the site words it: "within 24 hours". */
  replyTime: string;
  /** The free consultation's booking link. */
  bookingUrl: string;
}

/** The site's facts (packages/content `company.name`, `claims.replyTime.text`, `booking.href`; a test keeps them equal). */
export const DEFAULT_ACKNOWLEDGEMENT_FACTS: AcknowledgementFacts = {
  agencyName: 'Lumen Forge',
  replyTime: 'within 24 hours',
  bookingUrl: 'https://calendly.com/lumenforge/15min',
};

export interface AcknowledgementAddresses {
  /** The verified sender, as for the notification. */
  from: string;
  /** The agency's own address: the enquirer's answer reaches the team, not a no-reply. */
  replyTo: string;
}

export function composeAcknowledgementEmail(
  to: string,
  addresses: AcknowledgementAddresses,
  facts: AcknowledgementFacts = DEFAULT_ACKNOWLEDGEMENT_FACTS,
): OutgoingEmail {
  const paragraphs = [
    `Thank you for contacting ${facts.agencyName}. Your message has reached us.`,
    `What happens next: someone from our team reads it and answers ${facts.replyTime}. To add anything, reply to this e-mail.`,
    `Prefer to talk it through? Book a free consultation: ${facts.bookingUrl}`,
    'This address was entered in the contact form on our website. If that was not you, ignore this e-mail: we send at most one of these a day to an address.',
  ];
  return {
    from: addresses.from,
    to,
    replyTo: addresses.replyTo,
    subject: `We have your message – ${facts.agencyName}`,
    text: `${paragraphs.join('\n\n')}\n`,
    html: paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join(''),
  };
}
