/**
 * The send-contact-email function as a Hono app. Its routes sit under `/send-contact-email`, the path Supabase hands
 * the function (its routing guide); the local host mounts the same app under `/functions/v1`.
 */
import { Hono } from 'hono';
import {
  createContactSteps,
  type ContactHandlerDeps,
  type FunctionEnv,
} from '../_shared/contact-handler.ts';
import { corsPolicy } from '../_shared/cors.ts';
import { jsonReply } from '../_shared/http.ts';
import { handleRetryRequest, RETRY_PATH_SUFFIX, type RetryRoute } from '../_shared/retry-route.ts';
import { silentLogger } from '../_shared/types.ts';

export const FUNCTION_PATH = '/send-contact-email';

export interface ContactAppOptions {
  /** The scheduled outbox run (`…/retry-notifications`); the local host runs its outbox on a timer instead. */
  retry?: RetryRoute;
}

export function createContactApp(
  deps: ContactHandlerDeps,
  options: ContactAppOptions = {},
): Hono<FunctionEnv> {
  const steps = createContactSteps(deps);
  const app = new Hono<FunctionEnv>();
  const { retry } = options;
  if (retry)
    app.all(`${FUNCTION_PATH}${RETRY_PATH_SUFFIX}`, (c) =>
      handleRetryRequest(c.req.raw, retry, deps.logger ?? silentLogger),
    );
  app.use(FUNCTION_PATH, steps.formPost, steps.guard, corsPolicy(deps.allowedOrigins ?? '*'));
  app.all(
    FUNCTION_PATH,
    steps.method,
    steps.mediaType,
    steps.idempotencyKey,
    steps.bodyLimit,
    steps.submit,
  );
  app.onError((error) => {
    deps.logger?.error('send-contact-email failed', { detail: String(error) });
    return jsonReply(500, { success: false, error: 'Internal server error' });
  });
  return app;
}
