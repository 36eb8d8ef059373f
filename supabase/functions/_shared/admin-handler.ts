/**
 * The admin-submissions handler: the staff inbox's API. A Web `Request` in, a Web `Response` out; knows nothing of
 * Deno or Node. It checks the caller's access token itself (401), asks the database as the caller whether the token's
 * session is still live (401 once signed out) and whether they are staff (403), and runs every query as the caller so row level security is the boundary. Only the notification retry
 * uses the service role, for the one row, after those checks.
 *
 *   GET    ?view=&q=&cursor=&limit=   a page of the list, newest first, with the count of every view
 *   GET    ?id=                       one submission
 *   GET    ?format=csv&view=&q=       every row of the view as CSV, streamed a page at a time
 *   PATCH  ?id=  {read, handled, spam, note}
 *   POST   ?id=&action=retry          send the notification e-mail again
 *   DELETE ?id=                       erase the submission
 */
import type { AccessClaims, AccessTokenVerifier } from './access-token.ts';
import { corsHeaders, isOriginAllowed, type AllowedOrigins } from './cors.ts';
import { CSV_BOM, csvLine } from './csv.ts';
import {
  CSV_HEADER,
  csvRow,
  INBOX_EXPORT_PAGE_SIZE,
  INBOX_MAX_PAGE_SIZE,
  INBOX_PAGE_SIZE,
  INBOX_SEARCH_MAX_LENGTH,
  INBOX_VIEWS,
  STAFF_NOTE_MAX_LENGTH,
  toItem,
  toSummary,
  triageColumns,
  type InboxCounts,
  type InboxRow,
  type InboxView,
  type TriageColumns,
  type TriagePatch,
} from './inbox.ts';
import type { RetryOutcome } from './notification-retry.ts';
import { readBodyWithLimit } from './read-body.ts';
import type { Logger } from './types.ts';

export interface ListArgs {
  view: InboxView;
  search: string;
  after: { createdAt: string; id: string } | null;
  limit: number;
}

/** What the database says of the caller (`public.staff_access()`). */
export type StaffAccess = 'staff' | 'session_ended' | 'not_staff';

/** The inbox's queries, each run as the caller (their JWT, role authenticated). */
export interface CallerInbox {
  access(): Promise<StaffAccess>;
  list(args: ListArgs): Promise<InboxRow[]>;
  counts(search: string): Promise<{ counts: InboxCounts; capped: boolean }>;
  get(id: string): Promise<InboxRow | null>;
  /** Null when no row was visible to change. Throws {@link TriageRejected} when the database refuses the change. */
  update(id: string, columns: TriageColumns): Promise<InboxRow | null>;
  remove(id: string): Promise<boolean>;
}

/** The database refused a triage change (for example a status staff may not set). */
export class TriageRejected extends Error {}

export interface AdminHandlerDeps {
  verifyAccessToken: AccessTokenVerifier;
  inboxAs(claims: AccessClaims, accessToken: string): CallerInbox;
  /** Service role, for one row whose visibility to the caller was checked first. */
  retryNotification(id: string): Promise<RetryOutcome>;
  /**
   * Called after a submission was deleted, for what the host keeps beside the row (the local host's outbox file and
   * database files). A failure is logged, not answered: the row is gone, and the host tries again later.
   */
  onErased?(id: string): Promise<void>;
  allowedOrigins?: AllowedOrigins;
  logger?: Logger;
  now?: () => Date;
}

export type AdminHandler = (request: Request) => Promise<Response>;

export const ADMIN_MESSAGES = {
  signInAgain: 'Your session has ended. Sign in again.',
  noAccess: 'This account has no access to the inbox.',
  notFound: 'This submission no longer exists.',
  badRequest: 'The request was not understood.',
  notFailed: 'This submission has no failed notification to retry.',
  noProvider: 'No e-mail provider is configured, so nothing can be sent.',
  retryFailed: 'The e-mail could not be sent again. It stays marked for retry.',
  triageRejected: 'That change is not allowed for this submission.',
  serverError: 'Something went wrong. Nothing was changed; try again.',
} as const;

const ALLOWED_METHODS = 'GET, PATCH, POST, DELETE, OPTIONS';
const ALLOWED_HEADERS = 'authorization, x-client-info, apikey, content-type';
const MAX_BODY_BYTES = 8 * 1024;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PATCH_KEYS = new Set(['read', 'handled', 'spam', 'note']);
const silentLogger: Logger = { info() {}, warn() {}, error() {} };

class BadRequest extends Error {}

function hasControlCharacters(text: string, allowLineBreaks: boolean): boolean {
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (allowLineBreaks && (char === '\n' || char === '\r' || char === '\t')) continue;
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

const cursorOf = (row: Pick<InboxRow, 'created_at' | 'id'>) => ({
  createdAt: new Date(row.created_at).toISOString(),
  id: row.id,
});

export function encodeCursor(row: Pick<InboxRow, 'created_at' | 'id'>): string {
  const { createdAt, id } = cursorOf(row);
  return btoa(JSON.stringify([createdAt, id]))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

// What encodeCursor writes: a UTC instant in years 1–9999 (toISOString of a stored row), which Postgres can read.
const CURSOR_INSTANT = /^(\d{4})-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

function decodeCursor(cursor: string): ListArgs['after'] {
  try {
    const value: unknown = JSON.parse(atob(cursor.replace(/-/g, '+').replace(/_/g, '/')));
    if (Array.isArray(value) && value.length === 2) {
      const [createdAt, id] = value as unknown[];
      if (
        typeof createdAt === 'string' &&
        Number(CURSOR_INSTANT.exec(createdAt)?.[1] ?? 0) >= 1 &&
        !Number.isNaN(Date.parse(createdAt)) &&
        new Date(createdAt).toISOString() === createdAt &&
        typeof id === 'string' &&
        UUID.test(id)
      )
        return { createdAt, id };
    }
  } catch {
    // answered below
  }
  throw new BadRequest('bad cursor');
}

function listArgs(params: URLSearchParams, defaultLimit: number): ListArgs {
  const view = params.get('view') ?? 'new';
  if (!(INBOX_VIEWS as readonly string[]).includes(view)) throw new BadRequest('bad view');
  const search = (params.get('q') ?? '').trim();
  if (search.length > INBOX_SEARCH_MAX_LENGTH || hasControlCharacters(search, false))
    throw new BadRequest('bad search');
  const cursor = params.get('cursor');
  const limitText = params.get('limit');
  const limit = limitText === null ? defaultLimit : Number(limitText);
  if (!Number.isInteger(limit) || limit < 1 || limit > INBOX_MAX_PAGE_SIZE)
    throw new BadRequest('bad limit');
  return { view: view as InboxView, search, after: cursor ? decodeCursor(cursor) : null, limit };
}

function parsePatch(body: unknown): TriagePatch {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new BadRequest('body');
  const entries = Object.entries(body as Record<string, unknown>);
  if (entries.length === 0 || entries.some(([key]) => !PATCH_KEYS.has(key)))
    throw new BadRequest('keys');
  const patch: TriagePatch = {};
  for (const [key, value] of entries) {
    if (key === 'note') {
      if (value !== null && typeof value !== 'string') throw new BadRequest('note');
      if (
        typeof value === 'string' &&
        (value.length > STAFF_NOTE_MAX_LENGTH || hasControlCharacters(value, true))
      )
        throw new BadRequest('note');
      patch.note = value as string | null;
    } else {
      if (typeof value !== 'boolean') throw new BadRequest(key);
      patch[key as 'read' | 'handled' | 'spam'] = value;
    }
  }
  return patch;
}

/**
 * Every row of the view as CSV, one page per pull: the next page is read only when the client has taken the last, so
 * memory holds one page whatever the view's size. A failure after the first byte can only cut the download short.
 */
function csvExport(
  inbox: CallerInbox,
  args: ListArgs,
  first: InboxRow[],
  logger: Logger,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let page = first;
  let lines = CSV_BOM + csvLine(CSV_HEADER);
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        controller.enqueue(
          encoder.encode(lines + page.map((row) => csvLine(csvRow(row))).join('')),
        );
        const last = page.at(-1);
        if (page.length < INBOX_EXPORT_PAGE_SIZE || last === undefined) {
          controller.close();
          return;
        }
        lines = '';
        page = await inbox.list({ ...args, after: cursorOf(last), limit: INBOX_EXPORT_PAGE_SIZE });
      } catch (error) {
        logger.error('admin-submissions export failed', {
          detail: error instanceof Error ? error.message : String(error),
        });
        controller.error(error);
      }
    },
  });
}

export function createAdminSubmissionsHandler(deps: AdminHandlerDeps): AdminHandler {
  const allowedOrigins = deps.allowedOrigins ?? '*';
  const logger = deps.logger ?? silentLogger;
  const now = deps.now ?? (() => new Date());

  return async function handleAdminRequest(request) {
    const origin = request.headers.get('origin');
    const cors = corsHeaders(origin, allowedOrigins);
    const baseHeaders = {
      ...cors,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    };
    const json = (status: number, body: unknown, extra: Record<string, string> = {}) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { ...baseHeaders, 'Content-Type': 'application/json; charset=utf-8', ...extra },
      });
    const failure = (status: number, error: string, extra?: Record<string, string>) =>
      json(status, { error }, extra);

    if (!isOriginAllowed(origin, allowedOrigins)) return failure(403, 'Origin not allowed');
    if (request.method === 'OPTIONS')
      return new Response(null, {
        status: 204,
        headers: {
          ...cors,
          'Access-Control-Allow-Methods': ALLOWED_METHODS,
          'Access-Control-Allow-Headers': ALLOWED_HEADERS,
          'Access-Control-Max-Age': '86400',
        },
      });

    const signInAgain = () =>
      failure(401, ADMIN_MESSAGES.signInAgain, {
        'WWW-Authenticate': 'Bearer error="invalid_token"',
      });
    const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
    const claims = bearer ? await deps.verifyAccessToken(bearer) : null;
    if (!bearer || claims === null) return signInAgain();

    try {
      const inbox = deps.inboxAs(claims, bearer);
      const access = await inbox.access();
      if (access === 'session_ended') return signInAgain();
      if (access !== 'staff') return failure(403, ADMIN_MESSAGES.noAccess);

      const params = new URL(request.url).searchParams;
      const id = params.get('id');
      if (id !== null && !UUID.test(id)) return failure(400, ADMIN_MESSAGES.badRequest);
      const method = request.method;

      if (method === 'GET' && id === null && params.get('format') === 'csv') {
        const args = listArgs(params, INBOX_MAX_PAGE_SIZE);
        // The first page is read before answering, so a failure there is still an error status.
        const first = await inbox.list({ ...args, limit: INBOX_EXPORT_PAGE_SIZE });
        const date = now().toISOString().slice(0, 10);
        return new Response(csvExport(inbox, args, first, logger), {
          status: 200,
          headers: {
            ...baseHeaders,
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': `attachment; filename="submissions-${args.view}-${date}.csv"`,
          },
        });
      }

      if (method === 'GET' && id === null) {
        const args = listArgs(params, INBOX_PAGE_SIZE);
        const [rows, { counts, capped }] = await Promise.all([
          inbox.list({ ...args, limit: args.limit + 1 }),
          inbox.counts(args.search),
        ]);
        const page = rows.slice(0, args.limit);
        const last = page.at(-1);
        return json(200, {
          items: page.map(toSummary),
          nextCursor: rows.length > args.limit && last ? encodeCursor(last) : null,
          counts,
          countsCapped: capped,
        });
      }

      if (id === null) return failure(400, ADMIN_MESSAGES.badRequest);

      if (method === 'GET') {
        const row = await inbox.get(id);
        return row ? json(200, { item: toItem(row) }) : failure(404, ADMIN_MESSAGES.notFound);
      }

      if (method === 'PATCH') {
        const text = await readBodyWithLimit(request, MAX_BODY_BYTES);
        if (text.kind !== 'text')
          return failure(text.kind === 'too-large' ? 413 : 400, ADMIN_MESSAGES.badRequest);
        let body: unknown;
        try {
          body = JSON.parse(text.text);
        } catch {
          return failure(400, ADMIN_MESSAGES.badRequest);
        }
        const patch = parsePatch(body);
        try {
          const row = await inbox.update(id, triageColumns(patch, now()));
          return row ? json(200, { item: toItem(row) }) : failure(404, ADMIN_MESSAGES.notFound);
        } catch (error) {
          if (error instanceof TriageRejected) return failure(409, ADMIN_MESSAGES.triageRejected);
          throw error;
        }
      }

      if (method === 'DELETE') {
        if (!(await inbox.remove(id))) return failure(404, ADMIN_MESSAGES.notFound);
        await deps.onErased?.(id).catch((error: unknown) =>
          logger.error('submission deleted, but what the host keeps beside it was not', {
            id,
            detail: error instanceof Error ? error.message : String(error),
          }),
        );
        return json(200, { deleted: id });
      }

      if (method === 'POST' && params.get('action') === 'retry') {
        // The caller must be able to see the row; only then does the service role touch it.
        if ((await inbox.get(id)) === null) return failure(404, ADMIN_MESSAGES.notFound);
        const outcome = await deps.retryNotification(id);
        if (outcome.kind === 'not-found') return failure(404, ADMIN_MESSAGES.notFound);
        if (outcome.kind === 'not-failed') return failure(409, ADMIN_MESSAGES.notFailed);
        if (outcome.kind === 'no-provider') return failure(409, ADMIN_MESSAGES.noProvider);
        const row = await inbox.get(id);
        if (outcome.kind === 'failed')
          return json(502, { error: ADMIN_MESSAGES.retryFailed, item: row ? toItem(row) : null });
        return row ? json(200, { item: toItem(row) }) : failure(404, ADMIN_MESSAGES.notFound);
      }

      return failure(405, 'Method not allowed', { Allow: ALLOWED_METHODS });
    } catch (error) {
      if (error instanceof BadRequest) return failure(400, ADMIN_MESSAGES.badRequest);
      logger.error('admin-submissions failed', {
        detail: error instanceof Error ? error.message : String(error),
      });
      return failure(500, ADMIN_MESSAGES.serverError);
    }
  };
}
