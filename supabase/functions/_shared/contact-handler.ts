/**
 * The send-contact-email handler: a Web `Request` in, a Web `Response` out. Knows nothing of Deno or Node; the hosts
 * inject storage, rate limiting, e-mail and configuration.
 */
import {
  clientAddressFromHeaders,
  DEFAULT_CLIENT_ADDRESS_TRUST,
  parseClientAddress,
  type ClientAddress,
  type ClientAddressTrust,
} from './client-identity.ts';
import { parseContactPayload } from './contact-payload.ts';
import { corsHeaders, isOriginAllowed, preflightHeaders, type AllowedOrigins } from './cors.ts';
import { acceptFormPosts } from './form-post.ts';
import { honeypotRow } from './honeypot-row.ts';
import {
  IDEMPOTENCY_KEY_PATTERN,
  MAX_BODY_BYTES,
  MAX_HEADER_BYTES,
  type RateLimitRule,
} from './limits.ts';
import { CONTACT_MESSAGES, HTTP_ERROR_MESSAGES } from './messages.ts';
import type { NotificationAddresses } from './notification-email.ts';
import { notifySubmission } from './notify-submission.ts';
import { rateLimitBuckets } from './rate-limit-keys.ts';
import { readBodyWithLimit } from './read-body.ts';
import { saltedSha256 } from './salted-hash.ts';
import type { Logger, Mailer, NewSubmission, RateLimiter, SubmissionStore } from './types.ts';

export interface ContactHandlerDeps {
  store: SubmissionStore;
  rateLimiter: RateLimiter;
  /** Absent when no e-mail provider is configured: rows then stay `new`. */
  notification?: { mailer: Mailer; addresses: NotificationAddresses } | null;
  /** Secret salt for hashing client addresses and e-mail rate-limit keys. */
  hashSalt: string;
  allowedOrigins?: AllowedOrigins;
  rateLimits?: readonly RateLimitRule[];
  /** The shared ceiling (stored submissions per hour across all senders); limits.ts has the default. */
  globalLimitPerHour?: number;
  /** The one header the platform sets for the client address (client-identity.ts); unused when the host passes one. */
  clientAddressTrust?: ClientAddressTrust;
  logger?: Logger;
}

export interface RequestContext {
  /** The host's idea of the client address (the local host's socket or proxy entry); else `clientAddressTrust`. */
  clientAddress?: string | null;
}

export type ContactHandler = (request: Request, context?: RequestContext) => Promise<Response>;

const silentLogger: Logger = { info() {}, warn() {}, error() {} };

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

function headerBytes(headers: Headers): number {
  let total = 0;
  headers.forEach((value, name) => {
    // The handler never reads cookies; on the same-origin local host the browser sends every cookie of the host.
    if (name !== 'cookie') total += name.length + value.length + 4;
  });
  return total;
}

/** The client under the host's trust model; null when it cannot be known (then the request is refused, see below). */
function identifyClient(
  request: Request,
  context: RequestContext,
  trust: ClientAddressTrust,
): ClientAddress | null {
  if (context.clientAddress !== undefined) return parseClientAddress(context.clientAddress);
  return clientAddressFromHeaders(request.headers, trust);
}

/** The form's `Idempotency-Key`: absent (null), well-formed (the key) or malformed (false). */
function readIdempotencyKey(headers: Headers): string | null | false {
  const key = headers.get('idempotency-key');
  if (key === null) return null;
  return IDEMPOTENCY_KEY_PATTERN.test(key) ? key : false;
}

function isJsonContentType(value: string | null): boolean {
  const mediaType = value?.split(';', 1)[0]?.trim().toLowerCase();
  return mediaType === 'application/json';
}

export function createContactHandler(deps: ContactHandlerDeps): ContactHandler {
  const allowedOrigins = deps.allowedOrigins ?? '*';
  const trust = deps.clientAddressTrust ?? DEFAULT_CLIENT_ADDRESS_TRUST;
  const logger = deps.logger ?? silentLogger;

  const handleJsonRequest: ContactHandler = async function handleContactRequest(
    request,
    context = {},
  ) {
    const origin = request.headers.get('origin');
    const cors = corsHeaders(origin, allowedOrigins);

    const reply = (
      status: number,
      body: { success: boolean; error?: string },
      extra: Record<string, string> = {},
    ) =>
      new Response(JSON.stringify(body), {
        status,
        headers: {
          ...cors,
          'Content-Type': JSON_CONTENT_TYPE,
          'Cache-Control': 'no-store',
          'X-Content-Type-Options': 'nosniff',
          ...extra,
        },
      });
    const failure = (status: number, error: string, extra?: Record<string, string>) =>
      reply(status, { success: false, error }, extra);

    if (headerBytes(request.headers) > MAX_HEADER_BYTES)
      return failure(431, HTTP_ERROR_MESSAGES.headersTooLarge);

    if (!isOriginAllowed(origin, allowedOrigins))
      return failure(403, HTTP_ERROR_MESSAGES.originNotAllowed);

    if (request.method === 'OPTIONS') {
      return new Response(null, { status: 204, headers: preflightHeaders(origin, allowedOrigins) });
    }
    if (request.method !== 'POST') {
      return failure(405, HTTP_ERROR_MESSAGES.methodNotAllowed, { Allow: 'POST, OPTIONS' });
    }
    if (!isJsonContentType(request.headers.get('content-type'))) {
      return failure(415, HTTP_ERROR_MESSAGES.unsupportedMediaType);
    }
    const idempotencyKey = readIdempotencyKey(request.headers);
    if (idempotencyKey === false) return failure(400, HTTP_ERROR_MESSAGES.invalidIdempotencyKey);

    const declaredLength = Number(request.headers.get('content-length') ?? '0');
    if (declaredLength > MAX_BODY_BYTES) return failure(413, HTTP_ERROR_MESSAGES.payloadTooLarge);
    const bodyText = await readBodyWithLimit(request, MAX_BODY_BYTES);
    if (bodyText.kind === 'too-large') return failure(413, HTTP_ERROR_MESSAGES.payloadTooLarge);
    if (bodyText.kind === 'invalid') return failure(400, HTTP_ERROR_MESSAGES.invalidJson);
    if (bodyText.kind === 'aborted') return failure(400, HTTP_ERROR_MESSAGES.bodyIncomplete);

    let body: unknown;
    try {
      body = JSON.parse(bodyText.text);
    } catch {
      return failure(400, HTTP_ERROR_MESSAGES.invalidJson);
    }

    const parsed = parseContactPayload(body);
    if (!parsed.ok) return failure(400, parsed.error);
    const submission = parsed.value;

    const client = identifyClient(request, context, trust);
    if (client === null) {
      // Never one shared bucket for strangers: whoever filled it would lock everyone else out.
      logger.warn('contact submission refused: no client address', { header: trust.header });
      return failure(400, HTTP_ERROR_MESSAGES.clientAddressUnknown);
    }

    try {
      // A retry of a stored submission gets the first answer again and spends no rate-limit slot.
      if (idempotencyKey !== null && (await deps.store.hasIdempotencyKey(idempotencyKey)))
        return reply(200, { success: true });

      const buckets = await rateLimitBuckets({
        clientBucket: client.bucket,
        clientNetwork: client.network,
        email: submission.email,
        isSpam: submission.isSpam,
        hashSalt: deps.hashSalt,
        rules: deps.rateLimits,
        globalLimitPerHour: deps.globalLimitPerHour,
      });
      // A real submission over the ceiling is refused like any other limit; a honeypot hit is checked against its own
      // ceiling after its sender's limits, so that over it the bot gets the success a person would get.
      const decision = await deps.rateLimiter.consume(
        submission.isSpam ? buckets.sender : [...buckets.sender, ...buckets.ceiling],
      );
      if (!decision.allowed) {
        logger.warn('contact submission rate-limited', {
          retryAfterSeconds: decision.retryAfterSeconds,
        });
        return failure(429, CONTACT_MESSAGES.rateLimited, {
          'Retry-After': String(decision.retryAfterSeconds),
        });
      }
      if (
        submission.isSpam &&
        buckets.ceiling.length > 0 &&
        !(await deps.rateLimiter.consume(buckets.ceiling)).allowed
      ) {
        logger.info('honeypot hit over the spam ceiling, not stored');
        return reply(200, { success: true });
      }

      const row: NewSubmission = {
        name: submission.name,
        email: submission.email,
        message: submission.message,
        userAgent: submission.userAgent,
        source: submission.source,
        metadata: submission.metadata,
        ipHash: await saltedSha256(client.address, deps.hashSalt),
        status: submission.isSpam ? 'spam' : 'new',
        idempotencyKey,
      };
      const stored = await deps.store.insert(submission.isSpam ? honeypotRow(row) : row);
      // The same key arrived twice at once: the other request stored it and answers it.
      if (stored === null) return reply(200, { success: true });
      logger.info('contact submission stored', { id: stored.id, status: stored.status });
      // A bot that filled the honeypot sees the same answer as a person, so it learns nothing.
      if (submission.isSpam) return reply(200, { success: true });

      if (deps.notification) await notifySubmission(stored, deps.notification, deps.store, logger);
      return reply(200, { success: true });
    } catch (error) {
      logger.error('contact submission failed', {
        detail: error instanceof Error ? error.message : String(error),
      });
      return failure(500, CONTACT_MESSAGES.tryAgainLater);
    }
  };
  // The same form posted without JavaScript: urlencoded in, 303 to the site's "sent" or "not sent" page out.
  return acceptFormPosts(handleJsonRequest, allowedOrigins);
}
