/**
 * The outbox of deliveries: the enquirer's acknowledgement, the team's webhook and staff replies. Each is a row of
 * `contact_deliveries`, written in the transaction that causes it; `runDeliveries` claims the due ones (a bounded
 * batch, leased so a concurrent run skips them), sends each under its idempotency key with a timeout, and records the
 * attempt (sent, or the error and the next try after a backoff). The provider and the receiver take a key once, so a
 * crash between sending and recording never sends twice. It runs right after a submission is stored, without holding
 * up the visitor's answer, and on the outbox timer (the local host) or schedule (the hosted retry route).
 */
import {
  composeAcknowledgementEmail,
  DEFAULT_ACKNOWLEDGEMENT_FACTS,
  type AcknowledgementAddresses,
  type AcknowledgementFacts,
} from './acknowledgement-email.ts';
import { formatAgencyTime, inboxLink } from './agency-time.ts';
import { DELIVERY_BATCH_SIZE, MAX_DELIVERY_ATTEMPTS } from './limits.ts';
import { composeReplyEmail } from './reply-email.ts';
import type { Logger, Mailer } from './types.ts';
import { webhookPayload, type WebhookSender } from './webhook.ts';

export type DeliveryKind = 'acknowledgement' | 'webhook' | 'reply';

/** What a stored real submission asks of the outbox, written with it (admit_contact_submission). */
export type DeliveryRequest =
  | { kind: 'webhook' }
  /** `mailboxHash`: the enquirer's canonical mailbox, salted and hashed; one acknowledgement per mailbox per day. */
  | { kind: 'acknowledgement'; mailboxHash: string };

/** The submission as a delivery needs it. */
export interface DeliverySubmission {
  id: string;
  createdAt: string;
  name: string;
  email: string;
  message: string;
  source: string;
}

export interface ClaimedDelivery {
  id: string;
  kind: DeliveryKind;
  idempotencyKey: string;
  attempts: number;
  /** A staff reply's text and its author's address. */
  reply: { body: string; authorEmail: string | null } | null;
  submission: DeliverySubmission;
}

/** One attempt's outcome (`mark_contact_deliveries`). */
export interface DeliveryMark {
  id: string;
  sent: boolean;
  detail: string | null;
}

export interface DeliveryStore {
  claimDeliveries(options: { limit: number; maxAttempts: number }): Promise<ClaimedDelivery[]>;
  markDeliveries(marks: readonly DeliveryMark[]): Promise<void>;
}

/** How each kind is sent; a kind whose sender is missing fails its attempt with a reason (and is tried later). */
export interface DeliverySenders {
  /** The e-mail provider (acknowledgements, replies), with the addresses they are sent from and answered to. */
  email: { mailer: Mailer; addresses: AcknowledgementAddresses } | null;
  acknowledgementFacts?: AcknowledgementFacts;
  webhook: WebhookSender | null;
  /** The site's origin, for the "Open in inbox" link; null leaves the link out. */
  siteUrl: string | null;
  /** The agency's IANA time zone (agency-time.ts). */
  timeZone: string;
}

export interface DeliveryRunResult {
  attempted: number;
  sent: number;
  failed: number;
}

async function send(delivery: ClaimedDelivery, senders: DeliverySenders): Promise<void> {
  const { submission } = delivery;
  if (delivery.kind === 'webhook') {
    if (!senders.webhook) throw new Error('no webhook is configured (CONTACT_WEBHOOK_URL)');
    const body = webhookPayload(
      submission,
      senders.siteUrl ? inboxLink(senders.siteUrl, submission.id) : null,
      (iso) => formatAgencyTime(iso, senders.timeZone),
    );
    return senders.webhook.post(delivery.idempotencyKey, JSON.stringify(body));
  }
  if (!senders.email) throw new Error('no e-mail provider is configured');
  if (delivery.kind === 'acknowledgement')
    return senders.email.mailer.send(
      composeAcknowledgementEmail(
        submission.email,
        senders.email.addresses,
        senders.acknowledgementFacts,
      ),
      { idempotencyKey: delivery.idempotencyKey, submissionId: submission.id },
    );
  if (!delivery.reply) throw new Error('a reply without its text');
  const facts = senders.acknowledgementFacts ?? DEFAULT_ACKNOWLEDGEMENT_FACTS;
  return senders.email.mailer.send(
    composeReplyEmail(delivery.reply.body, submission, senders.email.addresses, {
      agencyName: facts.agencyName,
      timeZone: senders.timeZone,
    }),
    { idempotencyKey: delivery.idempotencyKey, submissionId: submission.id },
  );
}

/** One run of the outbox: a bounded batch, each delivery recorded as soon as it is tried. Never throws for a send. */
export async function runDeliveries(deps: {
  store: DeliveryStore;
  senders: DeliverySenders;
  logger: Logger;
  batchSize?: number;
}): Promise<DeliveryRunResult> {
  const due = await deps.store.claimDeliveries({
    limit: deps.batchSize ?? DELIVERY_BATCH_SIZE,
    maxAttempts: MAX_DELIVERY_ATTEMPTS,
  });
  let sent = 0;
  for (const delivery of due) {
    let mark: DeliveryMark;
    try {
      await send(delivery, deps.senders);
      mark = { id: delivery.id, sent: true, detail: null };
      sent += 1;
    } catch (error) {
      const detail = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      deps.logger.error('delivery failed; kept for retry', {
        id: delivery.id,
        kind: delivery.kind,
        attempt: delivery.attempts + 1,
        detail,
      });
      mark = { id: delivery.id, sent: false, detail };
    }
    await deps.store.markDeliveries([mark]).catch((error: unknown) =>
      deps.logger.error(
        'delivery tried but not recorded; its key keeps a retry from repeating it',
        {
          id: delivery.id,
          detail: String(error),
        },
      ),
    );
  }
  if (due.length > 0) deps.logger.info('delivery run', { attempted: due.length, sent });
  return { attempted: due.length, sent, failed: due.length - sent };
}

/** The database's answer of `claim_contact_deliveries`, one element per row. */
export interface ClaimedDeliveryJson {
  id: string;
  kind: DeliveryKind;
  idempotency_key: string;
  attempts: number;
  body?: string | null;
  author_email?: string | null;
  submission: {
    id: string;
    created_at: string;
    name: string;
    email: string;
    message: string;
    source: string;
  };
}

export function toClaimedDelivery(json: ClaimedDeliveryJson): ClaimedDelivery {
  return {
    id: json.id,
    kind: json.kind,
    idempotencyKey: json.idempotency_key,
    attempts: json.attempts,
    reply:
      typeof json.body === 'string'
        ? { body: json.body, authorEmail: json.author_email ?? null }
        : null,
    submission: {
      id: json.submission.id,
      createdAt: new Date(json.submission.created_at).toISOString(),
      name: json.submission.name,
      email: json.submission.email,
      message: json.submission.message,
      source: json.submission.source,
    },
  };
}

/** The `deliveries` element of admit_contact_submission's p_submission. */
export function deliveryRequestJson(request: DeliveryRequest) {
  return request.kind === 'acknowledgement'
    ? { kind: request.kind, mailbox_hash: request.mailboxHash }
    : { kind: request.kind };
}
