/**
 * `POST …/send-contact-email/retry-notifications` with `Authorization: Bearer <CONTACT_RETRY_SECRET>`: one run of the
 * notification outbox, called on a schedule (pg_cron + pg_net, see supabase/README.md). Off without a secret.
 */
import { jsonReply } from './http.ts';
import type { DeliveryRunResult } from './deliveries.ts';
import type { RetryRunResult } from './notification-retry.ts';
import type { Logger } from './types.ts';

export const RETRY_PATH_SUFFIX = '/retry-notifications';

/** The scheduler's answer when a run fails; the cause goes to the function's log, never into the answer. */
export const RETRY_RUN_FAILED =
  'The retry run could not finish. Nothing was lost: what is unsent stays marked and the next run tries again. The cause is in the function log.';

export interface RetryRoute {
  /** CONTACT_RETRY_SECRET; null turns the route off (404). */
  secret: string | null;
  /** The notification outbox's run, and the run of the deliveries (acknowledgements, webhooks, replies). */
  run: () => Promise<RetryRunResult & { deliveries?: DeliveryRunResult }>;
}

function sameText(a: string, b: string): boolean {
  const left = new TextEncoder().encode(a);
  const right = new TextEncoder().encode(b);
  let difference = left.length ^ right.length;
  for (let index = 0; index < left.length; index += 1)
    difference |= left[index]! ^ (right[index % Math.max(right.length, 1)] ?? 0);
  return difference === 0;
}

const json = (status: number, body: unknown) =>
  jsonReply(status, body, { 'Cache-Control': 'no-store' });

export async function handleRetryRequest(
  request: Request,
  options: RetryRoute,
  logger: Logger,
): Promise<Response> {
  if (options.secret === null) return json(404, { success: false, error: 'Not found' });
  if (request.method !== 'POST')
    return json(405, { success: false, error: 'Method not allowed. Use POST.' });
  if (!sameText(request.headers.get('authorization') ?? '', `Bearer ${options.secret}`))
    return json(401, { success: false, error: 'Unauthorized' });
  try {
    return json(200, { success: true, ...(await options.run()) });
  } catch (error) {
    logger.error('retry run failed', {
      detail: error instanceof Error ? error.message : String(error),
    });
    return json(503, { success: false, error: RETRY_RUN_FAILED });
  }
}
