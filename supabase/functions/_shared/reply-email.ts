/**
 * A staff member's reply to an enquiry, sent by the outbox: plain text only (no HTML part, so nothing the enquirer
 * wrote is ever rendered as HTML), the reply first and the enquirer's message quoted below it, answered to the
 * agency's address.
 */
import { formatAgencyTime } from './agency-time.ts';
import type { AcknowledgementAddresses } from './acknowledgement-email.ts';
import type { OutgoingEmail } from './types.ts';

/** Longest reply staff may send, in characters (the migration's CHECK has the same number). */
export const REPLY_MAX_LENGTH = 10_000;

export interface ReplyEnquiry {
  email: string;
  message: string;
  createdAt: string;
}

export function composeReplyEmail(
  body: string,
  enquiry: ReplyEnquiry,
  addresses: AcknowledgementAddresses,
  context: { agencyName: string; timeZone: string },
): OutgoingEmail {
  const quoted = enquiry.message
    .split(/\r?\n/)
    .map((line) => (line === '' ? '>' : `> ${line}`))
    .join('\n');
  const when = formatAgencyTime(enquiry.createdAt, context.timeZone);
  return {
    from: addresses.from,
    to: enquiry.email,
    replyTo: addresses.replyTo,
    subject: `Re: your message to ${context.agencyName}`,
    text: `${body.replace(/\r\n/g, '\n').trimEnd()}\n\nOn ${when}, you wrote:\n${quoted}\n`,
  };
}
