/** Sends e-mail through the Resend HTTP API with an injected fetch. */
import type { Mailer, OutgoingEmail } from './types.ts';

export const RESEND_EMAILS_ENDPOINT = 'https://api.resend.com/emails';
const MAX_ERROR_BODY = 300;

export interface ResendMailerOptions {
  apiKey: string;
  fetch: typeof fetch;
  endpoint?: string;
}

export function createResendMailer({
  apiKey,
  fetch: fetchImpl,
  endpoint = RESEND_EMAILS_ENDPOINT,
}: ResendMailerOptions): Mailer {
  return {
    async send(email: OutgoingEmail) {
      const response = await fetchImpl(endpoint, {
        method: 'POST',
        headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          from: email.from,
          to: [email.to],
          reply_to: email.replyTo,
          subject: email.subject,
          html: email.html,
          text: email.text,
        }),
      });
      if (!response.ok) {
        const body = (await response.text().catch(() => '')).slice(0, MAX_ERROR_BODY);
        throw new Error(`Resend answered ${response.status}: ${body}`);
      }
    },
  };
}
