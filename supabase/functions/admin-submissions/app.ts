/**
 * The admin-submissions function as a Hono app: `/admin-submissions` on Supabase (its routing guide), mounted under
 * `/functions/v1` by the local host.
 *
 *   GET    ?view=&q=&cursor=&limit=   a page of the list (newest first; 'waiting' oldest first), with the count of
 *                                     every view and of the overdue submissions
 *   GET    ?id=                       one submission
 *   GET    ?format=csv&view=&q=       every row of the view as CSV, streamed a page at a time
 *   PATCH  ?id=  {read, handled, spam, note, owner}
 *   POST   ?id=&action=retry          send the notification e-mail again
 *   POST   ?id=&action=reply          reply to the enquirer through the outbox
 *   DELETE ?id=                       erase the submission
 *   GET    ?staff=list                the staff list with roles
 *   POST   ?action=invite  {email}    an owner invites a colleague
 *   DELETE ?staff=<user id>           an owner takes a colleague off the staff list
 */
import { Hono } from 'hono';
import {
  ADMIN_PREFLIGHT,
  createAdminSteps,
  type AdminEnv,
  type AdminHandlerDeps,
} from '../_shared/admin-handler.ts';
import { corsPolicy } from '../_shared/cors.ts';

export const FUNCTION_PATH = '/admin-submissions';

export function createAdminApp(deps: AdminHandlerDeps): Hono<AdminEnv> {
  const steps = createAdminSteps(deps);
  const app = new Hono<AdminEnv>();
  app.use(FUNCTION_PATH, steps.guard, corsPolicy(deps.allowedOrigins ?? '*', ADMIN_PREFLIGHT));
  app.use(FUNCTION_PATH, steps.authenticate);
  app.get(FUNCTION_PATH, steps.staff, steps.read);
  app.patch(FUNCTION_PATH, steps.requireId, steps.bodyLimit, steps.patch);
  app.delete(FUNCTION_PATH, steps.staff, steps.requireId, steps.remove);
  app.post(FUNCTION_PATH, steps.staff, steps.requireId, steps.retry, steps.reply);
  app.all(FUNCTION_PATH, steps.requireId, steps.methodNotAllowed);
  app.onError((error) => steps.onError(error));
  return app;
}
