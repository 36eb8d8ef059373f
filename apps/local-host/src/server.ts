/** The local host: the built site and the contact function on one origin (default http://127.0.0.1:4173). */
import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getRequestListener, type HttpBindings } from '@hono/node-server';
import { Hono, type Context, type Handler, type MiddlewareHandler } from 'hono';
import { jsonReply, MAX_TRUSTED_PROXY_HOPS, parseAllowedOrigins } from '@agency/supabase/handlers';
import { FORM_OUTCOME_PATHS } from '@agency/supabase/rules';
import { listSubmissions } from '@agency/supabase/pglite';
import { startupStaffProblem, type StartupStaff } from './auth/staff-accounts.ts';
import { clientAddressOf } from './client-address.ts';
import { startLocalBackend, type LocalBackend, type LocalBackendOptions } from './local-backend.ts';
import { discardUnreadBody, withOwnBody } from './request-body.ts';
import {
  clearRunningInstance,
  newInstanceToken,
  readRunningInstance,
  recordRunningInstance,
  SUBMISSIONS_PATH,
  TOKEN_HEADER,
} from './running-instance.ts';
import { AUTH_PREFIX } from './auth/auth-server.ts';
import { STAFF_COMMAND_PATH, startStaffInbox, type StaffInbox } from './staff-inbox.ts';
import { createStaticSite, readPrerenderedPage } from './static-site.ts';
import { createVisitorsFirst, type VisitorsFirst } from './visitors-first.ts';

export const DEFAULT_PORT = 4173;
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_DATA_DIR = fileURLToPath(
  new URL('../../../.local-data/local-host', import.meta.url),
);
const FUNCTIONS_PREFIX = '/functions/v1';
const CONTACT_FUNCTION_PATH = `${FUNCTIONS_PREFIX}/send-contact-email`;
/** A client has this long to send its request headers, and this long for the whole request with its body. */
const HEADERS_TIMEOUT_MS = 10_000;
const REQUEST_TIMEOUT_MS = 20_000;
const MAX_SUBMISSIONS_LIMIT = 1000;

export interface StartServerOptions extends Omit<LocalBackendOptions, 'dataDir'> {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /** The site's build output (React Router `build/client`); by default the @agency/site package's. */
  clientDir?: string;
  /** Where the database, the hash salt, the keys and the outbox live across restarts. */
  dataDir?: string;
  /** Added to the CSP connect-src when the site talks to a hosted Supabase project. */
  supabaseUrl?: string | null;
  headersTimeoutMs?: number;
  requestTimeoutMs?: number;
  /**
   * How many trusted proxies stand in front of the host (LOCAL_TRUSTED_PROXY_HOPS), 0 to 10. 0, the default: the
   * client is the socket address; N: the `x-forwarded-for` entry N from the right.
   */
  trustedProxyHops?: number;
  /** The /admin account `start` makes sure of (LOCAL_STAFF_EMAIL/LOCAL_STAFF_PASSWORD); generated when absent. */
  staff?: StartupStaff;
  /** Whole hours before an open submission is overdue in /admin (CONTACT_OVERDUE_AFTER_HOURS); waiting-time.ts has the default. */
  overdueAfterHours?: number;
}

export type RunningServer = Awaited<ReturnType<typeof startServer>>;

type HostEnv = { Bindings: HttpBindings; Variables: { clientAddress?: string | null } };

/** `?limit=` of the submissions endpoint: a whole number from 1 to 1000, 100 when absent, null when invalid. */
function parseListLimit(value = ''): number | null {
  const limit = value === '' ? 100 : /^\d{1,4}$/.test(value) ? Number(value) : 0;
  return limit >= 1 && limit <= MAX_SUBMISSIONS_LIMIT ? limit : null;
}

/** The host's own JSON answers carry their length, also to HEAD. */
function hostJson(status: number, body: unknown): Response {
  const length = String(Buffer.byteLength(JSON.stringify(body)));
  return jsonReply(status, body, { 'Content-Length': length });
}

/** What must hold before anything opens: a free data folder, a usable staff account, a sane hop count. */
async function checkStart(options: StartServerOptions, dataDir: string): Promise<number> {
  const running = await readRunningInstance(dataDir);
  if (running)
    throw new Error(
      `Another local host (pid ${running.pid}, ${running.url}) is using ${dataDir}; stop it or choose another data folder.`,
    );
  const staffProblem = startupStaffProblem(options.staff ?? {});
  if (staffProblem) throw new Error(staffProblem);
  const hops = options.trustedProxyHops ?? 0;
  if (!Number.isInteger(hops) || hops < 0 || hops > MAX_TRUSTED_PROXY_HOPS)
    throw new Error(
      `LOCAL_TRUSTED_PROXY_HOPS must be a whole number from 0 to ${MAX_TRUSTED_PROXY_HOPS}, got "${hops}"`,
    );
  return hops;
}

/** node:http around the app on @hono/node-server, with the host's timeouts and body handling. */
async function listen(
  app: Hono<HostEnv>,
  options: StartServerOptions,
  print: (line: string) => void,
) {
  const listener = getRequestListener(app.fetch, {
    overrideGlobalObjects: false,
    // The body is the host's own (request-body.ts), and so is dropping what a handler left unread.
    autoCleanupIncoming: false,
    // Only a request line Node accepts but no URL can hold (`GET http://[`) gets here.
    errorHandler: () => hostJson(400, { success: false, error: 'Bad request target' }),
  });
  // Node checks the timeouts below every connectionsCheckingInterval (30 s by default).
  const server = createServer({ connectionsCheckingInterval: 1000 }, (req, res) => {
    // One line per request the client abandoned (or the body timeout cut) before it was answered.
    req.once('close', () => {
      if (!req.complete && !res.writableFinished)
        print(`[local-host] ${req.method} ${req.url} aborted before its body arrived`);
    });
    res.once('finish', () => discardUnreadBody(req));
    void listener(req, res);
  });
  server.headersTimeout = options.headersTimeoutMs ?? HEADERS_TIMEOUT_MS;
  server.requestTimeout = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? DEFAULT_PORT, options.host ?? DEFAULT_HOST, () => resolve());
  });
  const { address, family, port } = server.address() as AddressInfo;
  return { server, origin: `http://${family === 'IPv6' ? `[${address}]` : address}:${port}` };
}

export async function startServer(options: StartServerOptions = {}) {
  const clientDir = options.clientDir ?? siteClientDir();
  const dataDir = options.dataDir ?? DEFAULT_DATA_DIR;
  const print = options.print ?? ((line: string) => console.log(line));
  const trustedProxyHops = await checkStart(options, dataDir);
  const token = newInstanceToken();
  let origin = 'http://localhost';
  const visitorsFirst = createVisitorsFirst();
  const backend = await startLocalBackend({
    ...options,
    dataDir,
    print,
    siteUrl: () => origin,
    schedule: visitorsFirst.staff,
    // The host serves one site, whatever origin the form came from.
    notSentPage: () => readPrerenderedPage(clientDir, FORM_OUTCOME_PATHS.notSent),
  });
  const inbox = await startStaffInbox({
    database: backend.database,
    dataDir,
    origin: () => origin,
    staff: options.staff,
    overdueAfterHours: options.overdueAfterHours,
    allowedOrigins: parseAllowedOrigins(options.allowedOrigins),
    scheduleQuery: visitorsFirst.staff,
    notification: backend.notification,
    sendReplies: () => backend.runDeliveriesSoon(),
    forgetErased: (erasure) => backend.forgetErased(erasure),
    print,
  }).catch(async (error: unknown) => {
    await backend.close();
    throw error;
  });

  const app = createHostApp({
    backend,
    inbox,
    site: createStaticSite({ clientDir, supabaseUrl: options.supabaseUrl }),
    visitorsFirst,
    token,
    trustedProxyHops,
    print,
  });
  const stopServices = () => inbox.close().then(() => backend.close());
  const { server, origin: listening } = await listen(app, options, print).catch(
    async (error: unknown) => {
      await stopServices();
      throw error;
    },
  );
  origin = listening;
  await recordRunningInstance(dataDir, { pid: process.pid, url: origin, token });
  // What a stop or a crash left unsent goes out now, with the links to this origin.
  backend.runDeliveriesSoon();
  let closing: Promise<void> | undefined;
  return {
    url: origin,
    port: Number(new URL(origin).port),
    clientDir,
    dataDir,
    /** True when the client dir exists (the site has been built). */
    hasSite: existsSync(clientDir),
    database: backend.database,
    /** Where the e-mails go instead of a provider. */
    outboxDir: backend.outboxDir,
    httpServer: server,
    /** One run of the notification outbox (it also runs on a timer). */
    retryNotifications: () => backend.retryNotifications(),
    /** One run of the outbox of deliveries (it also runs on the timer and after each stored submission). */
    runDeliveries: () => backend.runDeliveries(),
    close: (): Promise<void> =>
      (closing ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeIdleConnections();
        });
        await stopServices();
        await clearRunningInstance(dataDir, token);
      })()),
  };
}

interface HostParts {
  backend: LocalBackend;
  inbox: StaffInbox;
  site: Handler;
  visitorsFirst: VisitorsFirst;
  token: string;
  trustedProxyHops: number;
  print: (line: string) => void;
}

/**
 * The whole origin as one Hono app: the functions under /functions/v1 and the Auth routes under /auth/v1 as on
 * Supabase, the host's own token-guarded endpoints, then the site.
 */
function createHostApp(parts: HostParts): Hono<HostEnv> {
  const { backend, inbox, site, visitorsFirst, token, trustedProxyHops, print } = parts;
  const app = new Hono<HostEnv>();
  const visitor: MiddlewareHandler = (_c, next) => visitorsFirst.visitor(next);
  const byThisHost = (c: Context) => c.req.header(TOKEN_HEADER) === token;
  app.use(async (c, next) => {
    const incoming = c.env.incoming as IncomingMessage;
    c.req.raw = withOwnBody(c.req.raw, incoming);
    c.set('clientAddress', clientAddressOf(incoming, trustedProxyHops));
    await next();
  });
  app.use(CONTACT_FUNCTION_PATH, visitor);
  // The prefixes alone are pages (the 404 page), as they always were.
  app.all(FUNCTIONS_PREFIX, visitor, site);
  app.all(AUTH_PREFIX, visitor, site);
  app.route(FUNCTIONS_PREFIX, backend.contact);
  app.route(FUNCTIONS_PREFIX, inbox.admin);
  app.route('/', inbox.auth);
  app.all(SUBMISSIONS_PATH, async (c, next) => {
    if (!byThisHost(c)) return next();
    const limit = parseListLimit(c.req.query('limit'));
    if (limit === null)
      return hostJson(400, {
        success: false,
        error: `limit must be a whole number from 1 to ${MAX_SUBMISSIONS_LIMIT}`,
      });
    return hostJson(200, await listSubmissions(backend.database, limit));
  });
  app.post(STAFF_COMMAND_PATH, (c, next) =>
    byThisHost(c) ? inbox.staffCommand(c.req.raw) : next(),
  );
  app.all(`${FUNCTIONS_PREFIX}/*`, () =>
    hostJson(404, { success: false, error: 'Function not found' }),
  );
  app.all('*', visitor, site);
  app.onError((error, c) => {
    const detail = error instanceof Error ? error.stack : String(error);
    print(`[local-host] ${c.req.method} ${c.req.path} failed: ${detail}`);
    return hostJson(500, { success: false, error: 'Internal server error' });
  });

  return app;
}

/** The site build, found through the @agency/site package (a dependency) wherever it is installed. */
function siteClientDir(): string {
  const sitePackage = createRequire(import.meta.url).resolve('@agency/site/package.json');
  return join(dirname(sitePackage), 'build', 'client');
}
