/** The local host: the built site and the contact function on one origin (default http://127.0.0.1:4173). */
import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { MAX_TRUSTED_PROXY_HOPS } from '@agency/supabase/shared/client-identity';
import { parseAllowedOrigins } from '@agency/supabase/shared/cors';
import { listSubmissions } from '@agency/supabase/pglite/contact-deps';
import type { RetryRunResult } from '@agency/supabase/shared/notification-retry';
import { startLocalBackend } from './local-backend.ts';
import { clientAddressOf, sendWebResponse, toWebRequest } from './node-adapter.ts';
import {
  clearRunningInstance,
  newInstanceToken,
  readRunningInstance,
  recordRunningInstance,
  SUBMISSIONS_PATH,
  TOKEN_HEADER,
} from './running-instance.ts';
import { createStaticSite } from './static-site.ts';
import { createVisitorsFirst } from './visitors-first.ts';
import {
  ADMIN_FUNCTION_PATH,
  AUTH_PREFIX,
  STAFF_COMMAND_PATH,
  startStaffInbox,
} from './staff-inbox.ts';
import { startupStaffProblem, type StartupStaff } from './auth/staff-accounts.ts';

export const DEFAULT_PORT = 4173;
export const DEFAULT_HOST = '127.0.0.1';
/** The site build, found through the @agency/site package (a dependency) wherever it is installed. */
export const DEFAULT_CLIENT_DIR = siteClientDir();
export const DEFAULT_DATA_DIR = fileURLToPath(
  new URL('../../../.local-data/local-host', import.meta.url),
);
export const CONTACT_FUNCTION_PATH = '/functions/v1/send-contact-email';
const FUNCTIONS_PREFIX = '/functions/v1/';

function siteClientDir(): string {
  const sitePackage = createRequire(import.meta.url).resolve('@agency/site/package.json');
  return join(dirname(sitePackage), 'build', 'client');
}

/** A client has this long to send its request headers, and this long for the whole request with its body. */
export const HEADERS_TIMEOUT_MS = 10_000;
export const REQUEST_TIMEOUT_MS = 20_000;
const MAX_SUBMISSIONS_LIMIT = 1000;

export interface StartServerOptions {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /** The site's build output (React Router `build/client`). */
  clientDir?: string;
  /** Where the database, the hash salt and the outbox live across restarts. */
  dataDir?: string;
  /** Added to the CSP connect-src when the site talks to a hosted Supabase project. */
  supabaseUrl?: string | null;
  /** Comma-separated origins allowed to call the function from a browser; `*` when absent. */
  allowedOrigins?: string;
  hashSalt?: string;
  notifyTo?: string;
  /** Stored submissions per hour across all senders; limits.ts has the default. */
  globalLimitPerHour?: number;
  /** How often the notification outbox runs; 0 turns the timer off. */
  retryIntervalMs?: number;
  headersTimeoutMs?: number;
  requestTimeoutMs?: number;
  /**
   * How many trusted proxies stand in front of the host (LOCAL_TRUSTED_PROXY_HOPS), 0 to 10. 0, the default: the
   * client is the socket address; N: the `x-forwarded-for` entry N from the right.
   */
  trustedProxyHops?: number;
  /** The /admin account `start` makes sure of (LOCAL_STAFF_EMAIL/LOCAL_STAFF_PASSWORD); generated when absent. */
  staff?: StartupStaff;
  print?: (line: string) => void;
}

export interface RunningServer {
  url: string;
  port: number;
  clientDir: string;
  dataDir: string;
  /** True when the client dir exists (the site has been built). */
  hasSite: boolean;
  database: PGlite;
  /** Where the e-mails go instead of a provider (local-backend.ts). */
  outboxDir: string;
  httpServer: Server;
  /** One run of the notification outbox (it also runs on a timer). */
  retryNotifications(): Promise<RetryRunResult>;
  close(): Promise<void>;
}

/** `?limit=` of the submissions endpoint: a whole number from 1 to 1000, 100 when absent, null when invalid. */
export function parseListLimit(value: string | null): number | null {
  if (value === null || value === '') return 100;
  if (!/^\d{1,4}$/.test(value)) return null;
  const limit = Number(value);
  return limit >= 1 && limit <= MAX_SUBMISSIONS_LIMIT ? limit : null;
}

/** The request target as a URL, or null when it is not one (`GET http://[` is a valid request line). */
function requestUrl(req: IncomingMessage, origin: string): URL | null {
  try {
    return new URL(req.url ?? '/', origin);
  } catch {
    return null;
  }
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}

export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const clientDir = options.clientDir ?? DEFAULT_CLIENT_DIR;
  const dataDir = options.dataDir ?? DEFAULT_DATA_DIR;
  const print = options.print ?? ((line: string) => console.log(line));
  const running = await readRunningInstance(dataDir);
  if (running) {
    throw new Error(
      `Another local host (pid ${running.pid}, ${running.url}) is using ${dataDir}; stop it or choose another data folder.`,
    );
  }
  const staffProblem = startupStaffProblem(options.staff ?? {});
  if (staffProblem) throw new Error(staffProblem);
  const trustedProxyHops = options.trustedProxyHops ?? 0;
  if (
    !Number.isInteger(trustedProxyHops) ||
    trustedProxyHops < 0 ||
    trustedProxyHops > MAX_TRUSTED_PROXY_HOPS
  )
    throw new Error(
      `LOCAL_TRUSTED_PROXY_HOPS must be a whole number from 0 to ${MAX_TRUSTED_PROXY_HOPS}, got "${trustedProxyHops}"`,
    );
  const token = newInstanceToken();
  const backend = await startLocalBackend({
    dataDir,
    allowedOrigins: options.allowedOrigins,
    hashSalt: options.hashSalt,
    notifyTo: options.notifyTo,
    globalLimitPerHour: options.globalLimitPerHour,
    retryIntervalMs: options.retryIntervalMs,
    print,
  });
  let origin = 'http://localhost';
  const visitorsFirst = createVisitorsFirst();
  const inbox = await startStaffInbox({
    database: backend.database,
    dataDir,
    origin: () => origin,
    staff: options.staff,
    allowedOrigins: parseAllowedOrigins(options.allowedOrigins),
    scheduleQuery: visitorsFirst.staff,
    notification: backend.notification,
    forgetErased: (erasure) => backend.forgetErased(erasure),
    print,
  }).catch(async (error: unknown) => {
    await backend.close();
    throw error;
  });
  const serveStatic = createStaticSite({ clientDir, supabaseUrl: options.supabaseUrl });

  async function route(req: IncomingMessage, res: ServerResponse) {
    const url = requestUrl(req, origin);
    if (url === null) {
      sendJson(res, 400, { success: false, error: 'Bad request target' });
      return;
    }
    const pathname = url.pathname;
    if (pathname === CONTACT_FUNCTION_PATH) {
      await visitorsFirst.visitor(async () => {
        const response = await backend.handler(toWebRequest(req, origin), {
          clientAddress: clientAddressOf(req, trustedProxyHops),
        });
        await sendWebResponse(res, response, req.method === 'HEAD');
      });
      return;
    }
    if (pathname === SUBMISSIONS_PATH && req.headers[TOKEN_HEADER] === token) {
      const limit = parseListLimit(url.searchParams.get('limit'));
      if (limit === null) {
        sendJson(res, 400, {
          success: false,
          error: `limit must be a whole number from 1 to ${MAX_SUBMISSIONS_LIMIT}`,
        });
        return;
      }
      sendJson(res, 200, await listSubmissions(backend.database, limit));
      return;
    }
    if (pathname === ADMIN_FUNCTION_PATH) {
      await sendWebResponse(
        res,
        await inbox.admin(toWebRequest(req, origin)),
        req.method === 'HEAD',
      );
      return;
    }
    if (pathname.startsWith(`${AUTH_PREFIX}/`)) {
      const response = await inbox.auth(toWebRequest(req, origin), {
        clientAddress: clientAddressOf(req, trustedProxyHops),
      });
      await sendWebResponse(res, response, req.method === 'HEAD');
      return;
    }
    if (
      pathname === STAFF_COMMAND_PATH &&
      req.method === 'POST' &&
      req.headers[TOKEN_HEADER] === token
    ) {
      await sendWebResponse(res, await inbox.staffCommand(toWebRequest(req, origin)));
      return;
    }
    if (pathname.startsWith(FUNCTIONS_PREFIX)) {
      sendJson(res, 404, { success: false, error: 'Function not found' });
      return;
    }
    await visitorsFirst.visitor(() => serveStatic(req, res, pathname));
  }

  // Node checks the timeouts below every connectionsCheckingInterval (30 s by default).
  const server = createServer({ connectionsCheckingInterval: 1000 }, (req, res) => {
    // One line per request the client abandoned (or the body timeout cut) before it was answered.
    req.once('close', () => {
      if (!req.complete && !res.writableFinished)
        print(`[local-host] ${req.method} ${req.url} aborted before its body arrived`);
    });
    route(req, res).catch((error: unknown) => {
      if (!req.complete) {
        res.destroy();
        return;
      }
      print(
        `[local-host] ${req.method} ${req.url} failed: ${error instanceof Error ? error.stack : String(error)}`,
      );
      if (!res.headersSent) sendJson(res, 500, { success: false, error: 'Internal server error' });
      else res.destroy();
    });
  });

  server.headersTimeout = options.headersTimeoutMs ?? HEADERS_TIMEOUT_MS;
  server.requestTimeout = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? DEFAULT_PORT, options.host ?? DEFAULT_HOST, () => resolve());
    });
  } catch (error) {
    inbox.close();
    await backend.close();
    throw error;
  }
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  origin = `http://${host}:${address.port}`;
  await recordRunningInstance(dataDir, { pid: process.pid, url: origin, token });

  let closing: Promise<void> | undefined;
  return {
    url: origin,
    port: address.port,
    clientDir,
    dataDir,
    hasSite: existsSync(clientDir),
    database: backend.database,
    outboxDir: backend.outboxDir,
    httpServer: server,
    retryNotifications: () => backend.retryNotifications(),
    close() {
      closing ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeIdleConnections();
        });
        inbox.close();
        await backend.close();
        await clearRunningInstance(dataDir, token);
      })();
      return closing;
    },
  };
}
