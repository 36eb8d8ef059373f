/**
 * Sends e-mail through the Resend HTTP API with an injected fetch. The delivery's key goes in Resend's
 * `Idempotency-Key` header: Resend sends one e-mail per key and answers a repeat within 24 hours with the first answer
 * (longer than the outbox's whole retry schedule).
 */
import { OUTBOUND_TIMEOUT_MS } from './limits.ts';
import type { Delivery, Mailer, OutgoingEmail } from './types.ts';

export const RESEND_EMAILS_ENDPOINT = 'https://api.resend.com/emails';
const MAX_ERROR_BODY = 300;

export interface ResendMailerOptions {
  apiKey: string;
  fetch: typeof fetch;
  endpoint?: string;
  /** A provider that does not answer within this many ms counts as failed (the row is then retried). */
  timeoutMs?: number;
}

export function createResendMailer({
  apiKey,
  fetch: fetchImpl,
  endpoint = RESEND_EMAILS_ENDPOINT,
  timeoutMs = OUTBOUND_TIMEOUT_MS,
}: ResendMailerOptions): Mailer {
  return {
    async send(email: OutgoingEmail, delivery: Delivery) {
      const signal = AbortSignal.timeout(timeoutMs);
      const response = await fetchImpl(endpoint, {
        method: 'POST',
        signal,
        headers: {
          Authorization: `Bearer ${apiKey}`,
          'Content-Type': 'application/json',
          'Idempotency-Key': delivery.idempotencyKey,
        },
        body: JSON.stringify({
          from: email.from,
          to: typeof email.to === 'string' ? [email.to] : email.to,
          reply_to: email.replyTo,
          subject: email.subject,
          html: email.html,
          text: email.text,
        }),
      }).catch((error: unknown) => {
        if (signal.aborted) throw new Error(`Resend did not answer within ${timeoutMs} ms`);
        throw error;
      });
      if (!response.ok) {
        const body = (await response.text().catch(() => '')).slice(0, MAX_ERROR_BODY);
        throw new Error(`Resend answered ${response.status}: ${body}`);
      }
    },
  };
}
