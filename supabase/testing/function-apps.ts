/**
 * The two function apps mounted as the local host mounts them (`/functions/v1/<name>`) and called like a fetch
 * handler, so the scenarios run one request at a time on Deno and on Node.
 */
import { Hono } from 'hono';
import type { AdminHandlerDeps } from '../functions/_shared/admin-handler.ts';
import type { ContactHandlerDeps } from '../functions/_shared/contact-handler.ts';
import { createAdminApp } from '../functions/admin-submissions/app.ts';
import { createContactApp, type ContactAppOptions } from '../functions/send-contact-email/app.ts';

export interface RequestContext {
  /** What the local host tells the function about the client (its socket, or a trusted proxy's entry). */
  clientAddress?: string | null;
}

export type FunctionHandler = (request: Request, context?: RequestContext) => Promise<Response>;

/** A function's app mounted under `/functions/v1`, as the local host mounts it. */
export function mountFunction<E extends object>(functionApp: Hono<E>): FunctionHandler {
  const app = functionApp as unknown as Hono<never>;
  const host = new Hono<{ Bindings: RequestContext; Variables: RequestContext }>();
  host.use(async (c, next) => {
    if (c.env.clientAddress !== undefined) c.set('clientAddress', c.env.clientAddress);
    await next();
  });
  host.route('/functions/v1', app);
  return async (request, context = {}) => host.fetch(request, { ...context });
}

export function createContactHandler(
  deps: ContactHandlerDeps,
  options: ContactAppOptions = {},
): FunctionHandler {
  return mountFunction(createContactApp(deps, options));
}

export function createAdminSubmissionsHandler(deps: AdminHandlerDeps): FunctionHandler {
  return mountFunction(createAdminApp(deps));
}
