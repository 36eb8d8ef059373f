/**
 * The admin-submissions function's steps, as Hono handlers that the function's app chains
 * (functions/admin-submissions/app.ts): the staff inbox's API. Knows nothing of Deno or Node. It checks the caller's access token itself (401), asks the database as the caller whether the token's
 * session is still live (401 once signed out) and whether they are staff (403), and runs every query as the caller so row level security is the boundary. Only the notification retry
 * uses the service role, for the one row, after those checks.
 *
 *   GET    ?view=&q=&cursor=&limit=   a page of the list (newest first; 'waiting' oldest first), with the count of
 *                                     every view and of the overdue submissions
 *   GET    ?id=                       one submission
 *   GET    ?format=csv&view=&q=       every row of the view as CSV, streamed a page at a time
 *   PATCH  ?id=  {read, handled, spam, note, owner}
 *   POST   ?id=&action=retry          send the notification e-mail again
 *   POST   ?id=&action=reply  {text}  reply to the enquirer by e-mail (through the outbox); marks it replied
 *   DELETE ?id=                       erase the submission
 *   GET    ?staff=list                the staff list with roles
 *   POST   ?action=invite  {email}    an owner invites a colleague (an e-mail with a link to choose a password)
 *   DELETE ?staff=<user id>           an owner takes a colleague off the staff list
 */
import type { Context, Handler, MiddlewareHandler } from 'hono';
import { bearerToken, type AccessClaims, type AccessTokenVerifier } from './access-token.ts';
import { corsHeaders, isOriginAllowed, type AllowedOrigins } from './cors.ts';
import { API_HEADERS, isUuid, jsonReply, limitBody } from './http.ts';
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
  toReplyView,
  toSummary,
  triageColumns,
  type InboxCounts,
  type InboxReadRow,
  type InboxView,
  type StaffMember,
  type ReplyRow,
  type TriageColumns,
  type TriagePatch,
} from './inbox.ts';
import type { RetryOutcome } from './notification-retry.ts';
import { readCountedPage, readPage, type ListPage } from './inbox-pages.ts';
import type { ListKey, SearchQueries } from './inbox-search.ts';
import { MAX_DELIVERY_ATTEMPTS } from './limits.ts';
import { readBodyWithLimit } from './read-body.ts';
import { REPLY_MAX_LENGTH } from './reply-email.ts';
import { silentLogger, type Logger } from './types.ts';
import {
  DEFAULT_OVERDUE_AFTER_HOURS,
  hoursToSeconds,
  MAX_OVERDUE_AFTER_HOURS,
  type OverdueCount,
} from './waiting-time.ts';

export interface ListArgs {
  view: InboxView;
  search: string;
  after: ListKey | null;
  limit: number;
}

/** What the database says of the caller (`public.staff_access()`). */
export type StaffAccess = 'staff' | 'session_ended' | 'not_staff';

/** The inbox's queries, each run as the caller (their JWT, role authenticated). */
export interface CallerInbox extends SearchQueries {
  access(): Promise<StaffAccess>;
  /** A page of a view without a search. */
  list(args: ListArgs): Promise<InboxReadRow[]>;
  /**
   * The count of every view without a search; 'mine' (the caller's open submissions) is counted up to 1 000
   * (`inbox_mine_count`), `mineCapped` when there are more.
   */
  counts(): Promise<{ counts: InboxCounts; capped: boolean; mineCapped: boolean }>;
  /** Everyone on the staff list (`inbox_staff`). */
  staff(): Promise<StaffMember[]>;
  /** How many open submissions have waited at least `afterSeconds` (`inbox_overdue`, bounded). */
  overdue(afterSeconds: number): Promise<OverdueCount>;
  /** The rows of the given ids that the caller can see, in any order. */
  rowsByIds(ids: string[]): Promise<InboxReadRow[]>;
  get(id: string): Promise<InboxReadRow | null>;
  /**
   * Null when no row was visible to change. Throws {@link TriageRejected} when the database refuses the change and
   * {@link OwnerNotStaff} when the new owner is not on the staff list.
   */
  update(id: string, columns: TriageColumns): Promise<InboxReadRow | null>;
  remove(id: string): Promise<boolean>;
  /** Whether the caller is an owner of the inbox (`is_staff_owner`). */
  isOwner(): Promise<boolean>;
  /** An owner takes a colleague off the staff list (`remove_staff`). */
  removeStaff(userId: string): Promise<'removed' | 'not_found' | 'self'>;
  /** A submission's replies, oldest first: the newest THREAD_MAX_REPLIES of them. */
  thread(id: string): Promise<ReplyRow[]>;
  /** Stores a reply for the outbox and marks the submission replied, in one transaction. */
  reply(id: string, text: string): Promise<'stored' | 'not-found' | 'spam'>;
}

/** What an invitation did: a new account was e-mailed a link, or an existing account was put on the list. */
export type InviteOutcome = { kind: 'invited' | 'added'; userId: string };

/** The database refused a triage change (for example a status staff may not set). */
export class TriageRejected extends Error {}

/** The owner asked for is not on the staff list (removed meanwhile, or never there). */
export class OwnerNotStaff extends Error {}

export interface AdminHandlerDeps {
  verifyAccessToken: AccessTokenVerifier;
  inboxAs(claims: AccessClaims, accessToken: string): CallerInbox;
  /** Service role, for one row whose visibility to the caller was checked first. */
  retryNotification(id: string): Promise<RetryOutcome>;
  /**
   * Service role and Auth's admin API, after the caller was found to be an owner: the account for `email` (invited
   * by e-mail with a link back to `redirectTo`, or the existing one) put on the staff list as a member.
   */
  inviteStaff?(email: string, redirectTo: string | null): Promise<InviteOutcome>;
  /**
   * Called after a submission was deleted, for what the host keeps beside the row (the local host's outbox file and
   * database files). A failure is logged, not answered: the row is gone, and the host tries again later.
   */
  onErased?(id: string): Promise<void>;
  /**
   * Replies: null (or absent) when no e-mail provider is configured, so nothing could be sent. `sendSoon` starts the
   * outbox run after the answer, without holding it up.
   */
  replies?: { sendSoon(): void } | null;
  allowedOrigins?: AllowedOrigins;
  logger?: Logger;
  now?: () => Date;
  /**
   * Whole hours an open submission may wait before it is overdue (CONTACT_OVERDUE_AFTER_HOURS, read by the host with
   * waiting-time.ts's parseOverdueAfterHours); 20 when absent.
   */
  overdueAfterHours?: number;
}

/** What the steps pass on: the caller's inbox once they are known to be staff, and the `?id=` when given. */
export interface AdminEnv {
  Variables: { inbox: CallerInbox; id: string | null };
}

export const ADMIN_MESSAGES = {
  signInAgain: 'Your session has ended. Sign in again.',
  noAccess: 'This account has no access to the inbox.',
  notFound: 'This submission no longer exists.',
  badRequest: 'The request was not understood.',
  notFailed: 'This submission has no failed notification to retry.',
  noProvider: 'No e-mail provider is configured, so nothing can be sent.',
  retryFailed:
    'The notification e-mail could not be sent again. It stays marked for retry and will be retried automatically; you can also try again later.',
  triageRejected: 'That change is not allowed for this submission.',
  ownerOnly: 'Only an owner of the inbox can invite or remove staff. Ask an owner to do it.',
  badEmail: 'That is not an e-mail address. Check it and try again.',
  removeSelf:
    'You cannot take yourself off the staff list here. Ask another owner to do it, so the inbox keeps an owner.',
  notOnStaff:
    'That person is not on the staff list (any more). Reload the page to see the list as it is.',
  noInvite: 'Invitations cannot be sent from here. Ask whoever runs the site to add the account.',
  ownerNotStaff:
    'That person is not on the staff list (any more), so the submission cannot be given to them. Reload the page and choose someone on the list.',
  replyInvalid: `Write the reply as plain text, up to ${REPLY_MAX_LENGTH.toLocaleString('en-US')} characters.`,
  replyToSpam: 'This submission is marked as spam. Mark it as not spam before replying.',
  serverError: 'Something went wrong. Nothing was changed; try again.',
  originNotAllowed: 'Origin not allowed',
  methodNotAllowed: 'Method not allowed',
} as const;

/** The stable machine code of each error answer (`{ error, code }`), by message. */
export const ADMIN_ERROR_CODES = {
  signInAgain: 'session_ended',
  noAccess: 'no_access',
  notFound: 'not_found',
  badRequest: 'bad_request',
  notFailed: 'not_failed',
  noProvider: 'no_provider',
  retryFailed: 'retry_failed',
  triageRejected: 'triage_rejected',
  ownerOnly: 'owner_only',
  badEmail: 'bad_email',
  removeSelf: 'remove_self',
  notOnStaff: 'not_on_staff',
  noInvite: 'no_invite',
  ownerNotStaff: 'owner_not_staff',
  replyInvalid: 'reply_invalid',
  replyToSpam: 'reply_to_spam',
  serverError: 'server_error',
  originNotAllowed: 'origin_not_allowed',
  methodNotAllowed: 'method_not_allowed',
} as const satisfies Record<keyof typeof ADMIN_MESSAGES, string>;

export type AdminErrorCode = (typeof ADMIN_ERROR_CODES)[keyof typeof ADMIN_MESSAGES];

export const ADMIN_PREFLIGHT = {
  methods: 'GET, PATCH, POST, DELETE, OPTIONS',
  headers: 'authorization, x-client-info, apikey, content-type',
};
const MAX_BODY_BYTES = 8 * 1024;
const PATCH_KEYS = new Set(['read', 'handled', 'spam', 'note', 'owner']);
/** A reply's body: REPLY_MAX_LENGTH characters of up to 4 bytes each, JSON-escaped, fits. */
const MAX_REPLY_BODY_BYTES = 64 * 1024;

export class BadRequest extends Error {}

function hasControlCharacters(text: string, allowLineBreaks: boolean): boolean {
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (allowLineBreaks && (char === '\n' || char === '\r' || char === '\t')) continue;
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

export function encodeCursor({ createdAt, id }: ListKey): string {
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
        isUuid(id)
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
    } else if (key === 'owner') {
      if (value !== null && !isUuid(value)) throw new BadRequest('owner');
      patch.owner = value;
    } else {
      if (typeof value !== 'boolean') throw new BadRequest(key);
      patch[key as 'read' | 'handled' | 'spam'] = value;
    }
  }
  return patch;
}

/** A CSV export reads a search's page in runs this long (each of its statements stays short). */
const EXPORT_SEARCH_RUN_MS = 1000;

/**
 * Every row of the view as CSV, one page per pull: the next page is read only when the client has taken the last, so
 * memory holds one page whatever the view's size. A failure after the first byte can only cut the download short.
 */
function csvExport(
  inbox: CallerInbox,
  args: ListArgs,
  first: ListPage,
  staff: readonly StaffMember[],
  logger: Logger,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let page: ListPage | null = first;
  let after: ListKey | null = null;
  let header = CSV_BOM + csvLine(CSV_HEADER);
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        // A search's page can come back empty before the list ends: read on until there is something to send.
        for (;;) {
          page ??= await readPage(inbox, { ...args, after }, EXPORT_SEARCH_RUN_MS);
          const text = header + page.rows.map((row) => csvLine(csvRow(row, staff))).join('');
          header = '';
          after = page.next;
          page = null;
          if (text !== '') controller.enqueue(encoder.encode(text));
          if (after === null) return controller.close();
          if (text !== '') return;
        }
      } catch (error) {
        logger.error('admin-submissions export failed', {
          detail: error instanceof Error ? error.message : String(error),
        });
        controller.error(error);
      }
    },
  });
}

const json = (status: number, body: unknown, extra: Record<string, string> = {}) =>
  jsonReply(status, body, { ...API_HEADERS, ...extra });
export const adminFailure = (
  status: number,
  reason: keyof typeof ADMIN_MESSAGES,
  extra?: Record<string, string>,
) => json(status, { error: ADMIN_MESSAGES[reason], code: ADMIN_ERROR_CODES[reason] }, extra);
const signInAgain = () =>
  adminFailure(401, 'signInAgain', {
    'WWW-Authenticate': 'Bearer error="invalid_token"',
  });
const itemOr404 = (
  row: InboxReadRow | null,
  overdueAfterHours: number,
  staff: readonly StaffMember[],
) =>
  row ? json(200, { item: toItem(row, overdueAfterHours, staff) }) : adminFailure(404, 'notFound');

/** One submission with its thread of replies. */
async function itemWithThread(
  inbox: CallerInbox,
  id: string,
  overdueAfterHours: number,
  status = 200,
): Promise<Response> {
  const row = await inbox.get(id);
  if (row === null) return adminFailure(404, 'notFound');
  const [staff, replies] = await Promise.all([inbox.staff(), inbox.thread(id)]);
  const thread = replies.map((reply) => toReplyView(reply, MAX_DELIVERY_ATTEMPTS));
  return json(status, { item: { ...toItem(row, overdueAfterHours, staff), thread } });
}

/** The reply's text: a string of 1 to REPLY_MAX_LENGTH characters after trimming, no control characters. */
function parseReply(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const entries = Object.entries(body as Record<string, unknown>);
  if (entries.length !== 1 || entries[0]![0] !== 'text') return null;
  const text = entries[0]![1];
  if (typeof text !== 'string') return null;
  const trimmed = text.replace(/\r\n/g, '\n').trim();
  if (trimmed === '' || [...trimmed].length > REPLY_MAX_LENGTH) return null;
  return hasControlCharacters(trimmed, true) ? null : trimmed;
}

type Step = MiddlewareHandler<AdminEnv>;

export interface AdminSteps {
  /** A foreign origin: 403, also for a preflight, before CORS. */
  guard: MiddlewareHandler;
  /** The bearer token verified (401), the session live (401) and the caller staff (403); `?id=` a UUID (400). */
  authenticate: Step;
  /** GET: a page of the list with the counts, one submission, or the CSV export. */
  read: Step;
  /** A step that answers 400 when the request names no submission. */
  requireId: Step;
  /** The PATCH body's limit (413) before `patch` reads it. */
  bodyLimit: Step;
  patch: Handler<AdminEnv>;
  remove: Handler<AdminEnv>;
  /** POST ?action=retry; any other POST goes on. */
  retry: Step;
  /** GET ?staff=list, POST ?action=invite, DELETE ?staff=<id>; other requests go on. Owners only for changes (403). */
  staff: Step;
  /** POST ?action=reply {text}; any other POST goes on to `methodNotAllowed`. */
  reply: Step;
  methodNotAllowed: Handler<AdminEnv>;
  /** The app's error handler: a bad query is a 400, anything else is logged and a 500. */
  onError(error: Error): Response;
}

/** The submission a request names (set by the app once it has checked the `id` parameter). */
const id = (c: Context<AdminEnv>) => c.get('id') as string;

/** The overdue threshold the host gives, or the default; anything but whole hours from 1 to the cap stops the start. */
function checkedOverdueAfterHours(hours = DEFAULT_OVERDUE_AFTER_HOURS): number {
  if (!Number.isInteger(hours) || hours < 1 || hours > MAX_OVERDUE_AFTER_HOURS)
    throw new Error(
      `the overdue threshold must be a whole number of hours from 1 to ${MAX_OVERDUE_AFTER_HOURS}, got ${hours}`,
    );
  return hours;
}

export function createAdminSteps(deps: AdminHandlerDeps): AdminSteps {
  const allowedOrigins = deps.allowedOrigins ?? '*';
  const logger = deps.logger ?? silentLogger;
  const now = deps.now ?? (() => new Date());
  const overdueAfterHours = checkedOverdueAfterHours(deps.overdueAfterHours);

  return {
    guard: (c, next) => {
      const origin = c.req.header('origin') ?? null;
      if (isOriginAllowed(origin, allowedOrigins)) return next();
      return Promise.resolve(
        adminFailure(403, 'originNotAllowed', corsHeaders(origin, allowedOrigins)),
      );
    },
    authenticate: authenticateStep(deps),
    read: async (c, next) => {
      // HEAD is not a read here: it goes on to the 405.
      if (c.req.method !== 'GET') return next();
      const inbox = c.get('inbox');
      const params = new URL(c.req.url).searchParams;
      if (c.get('id') !== null) return itemWithThread(inbox, id(c), overdueAfterHours);
      if (params.get('format') === 'csv') return exportCsv(inbox, params, now(), logger);
      return listPage(inbox, params, overdueAfterHours);
    },
    requireId: async (c, next) => {
      if (c.get('id') === null) return adminFailure(400, 'badRequest');
      await next();
    },
    bodyLimit: limitBody(MAX_BODY_BYTES, {
      tooLarge: () => adminFailure(413, 'badRequest'),
      aborted: () => adminFailure(400, 'badRequest'),
    }),
    patch: patchStep(now, overdueAfterHours),
    remove: async (c) => {
      if (!(await c.get('inbox').remove(id(c)))) return adminFailure(404, 'notFound');
      await deps.onErased?.(id(c)).catch((error: unknown) =>
        logger.error('submission deleted, but what the host keeps beside it was not', {
          id: id(c),
          detail: error instanceof Error ? error.message : String(error),
        }),
      );
      return json(200, { deleted: id(c) });
    },
    retry: async (c, next) => {
      if (c.req.query('action') !== 'retry') return next();
      return retryNotification(c.get('inbox'), id(c), deps, overdueAfterHours);
    },
    staff: staffStep(deps),
    reply: replyStep(deps, overdueAfterHours),
    methodNotAllowed: () =>
      adminFailure(405, 'methodNotAllowed', { Allow: ADMIN_PREFLIGHT.methods }),
    onError(error) {
      if (error instanceof BadRequest) return adminFailure(400, 'badRequest');
      logger.error('admin-submissions failed', {
        detail: error instanceof Error ? error.message : String(error),
      });
      return adminFailure(500, 'serverError');
    },
  };
}

/** A staff reply (POST ?action=reply): stored for the outbox, which is started at once; the item with its thread. */
function replyStep(deps: AdminHandlerDeps, overdueAfterHours: number): Step {
  return async (c, next) => {
    if (c.req.query('action') !== 'reply') return next();
    const read = await readBodyWithLimit(c.req.raw, MAX_REPLY_BODY_BYTES);
    if (read.kind !== 'text')
      return adminFailure(read.kind === 'too-large' ? 413 : 400, 'replyInvalid');
    let body: unknown;
    try {
      body = JSON.parse(read.text);
    } catch {
      return adminFailure(400, 'replyInvalid');
    }
    const text = parseReply(body);
    if (text === null) return adminFailure(400, 'replyInvalid');
    if (!deps.replies) return adminFailure(409, 'noProvider');
    const inbox = c.get('inbox');
    const outcome = await inbox.reply(id(c), text);
    if (outcome === 'not-found') return adminFailure(404, 'notFound');
    if (outcome === 'spam') return adminFailure(409, 'replyToSpam');
    deps.replies.sendSoon();
    return itemWithThread(inbox, id(c), overdueAfterHours, 201);
  };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The staff list (GET ?staff=list), an invitation (POST ?action=invite) and a removal (DELETE ?staff=). */
function staffStep(deps: AdminHandlerDeps): Step {
  return async (c, next) => {
    const inbox = c.get('inbox');
    const staffParam = c.req.query('staff');
    const method = c.req.method;
    const inviting = method === 'POST' && c.req.query('action') === 'invite';
    if (method === 'GET' && staffParam === 'list') return json(200, { staff: await inbox.staff() });
    if (!inviting && !(method === 'DELETE' && staffParam !== undefined)) return next();
    if (!(await inbox.isOwner())) return adminFailure(403, 'ownerOnly');
    if (inviting) {
      const text = await readBodyWithLimit(c.req.raw, MAX_BODY_BYTES);
      let email: unknown = null;
      try {
        if (text.kind === 'text') email = (JSON.parse(text.text) as { email?: unknown }).email;
      } catch {
        // answered below
      }
      if (typeof email !== 'string' || email.trim().length > 254 || !EMAIL.test(email.trim()))
        return adminFailure(400, 'badEmail');
      if (!deps.inviteStaff) return adminFailure(409, 'noInvite');
      const origin = c.req.header('origin');
      const outcome = await deps.inviteStaff(
        email.trim().toLowerCase(),
        origin ? `${origin}/admin` : null,
      );
      return json(200, { invited: outcome.kind, staff: await inbox.staff() });
    }
    if (!isUuid(staffParam)) return adminFailure(400, 'badRequest');
    const removed = await inbox.removeStaff(staffParam as string);
    if (removed === 'self') return adminFailure(409, 'removeSelf');
    if (removed === 'not_found') return adminFailure(404, 'notOnStaff');
    return json(200, { staff: await inbox.staff() });
  };
}

/** The bearer token verified (401), the session live (401), the caller staff (403), `?id=` a UUID (400). */
function authenticateStep(deps: AdminHandlerDeps): Step {
  return async (c, next) => {
    const bearer = bearerToken(c.req.header('authorization'));
    const claims = bearer ? await deps.verifyAccessToken(bearer) : null;
    if (!bearer || claims === null) return signInAgain();
    const inbox = deps.inboxAs(claims, bearer);
    const access = await inbox.access();
    if (access === 'session_ended') return signInAgain();
    if (access !== 'staff') return adminFailure(403, 'noAccess');
    const submission = c.req.query('id') ?? null;
    if (submission !== null && !isUuid(submission)) return adminFailure(400, 'badRequest');
    c.set('inbox', inbox);
    c.set('id', submission);
    await next();
  };
}

/** PATCH ?id= {read, handled, spam, note}: the triage change, as the caller. */
function patchStep(now: () => Date, overdueAfterHours: number): Handler<AdminEnv> {
  return async (c) => {
    const text = await readBodyWithLimit(c.req.raw, MAX_BODY_BYTES);
    if (text.kind !== 'text')
      return adminFailure(text.kind === 'too-large' ? 413 : 400, 'badRequest');
    let body: unknown;
    try {
      body = JSON.parse(text.text);
    } catch {
      return adminFailure(400, 'badRequest');
    }
    const patch = parsePatch(body);
    const inbox = c.get('inbox');
    try {
      const [row, staff] = await Promise.all([
        inbox.update(id(c), triageColumns(patch, now())),
        inbox.staff(),
      ]);
      return itemOr404(row, overdueAfterHours, staff);
    } catch (error) {
      if (error instanceof TriageRejected) return adminFailure(409, 'triageRejected');
      if (error instanceof OwnerNotStaff) return adminFailure(409, 'ownerNotStaff');
      throw error;
    }
  };
}

/** A page of the list in the view's order, with the count of every view and of the overdue submissions. */
async function listPage(
  inbox: CallerInbox,
  params: URLSearchParams,
  overdueAfterHours: number,
): Promise<Response> {
  const args = listArgs(params, INBOX_PAGE_SIZE);
  const [page, overdue, staff] = await Promise.all([
    readCountedPage(inbox, args),
    inbox.overdue(hoursToSeconds(overdueAfterHours)),
    inbox.staff(),
  ]);
  return json(200, {
    items: page.rows.map((row) => toSummary(row, overdueAfterHours, staff)),
    nextCursor: page.next && encodeCursor(page.next),
    counts: page.counts,
    countsCapped: page.countsCapped,
    mineCapped: page.mineCapped,
    searchedBackTo: page.searchedBackTo,
    overdue: { ...overdue, afterHours: overdueAfterHours },
    staff,
  });
}

/** Every row of the view as CSV; the first page is read before answering, so a failure there is still an error. */
async function exportCsv(
  inbox: CallerInbox,
  params: URLSearchParams,
  today: Date,
  logger: Logger,
): Promise<Response> {
  // A page reads one row more than it answers, to know whether the list goes on.
  const args = { ...listArgs(params, INBOX_MAX_PAGE_SIZE), limit: INBOX_EXPORT_PAGE_SIZE - 1 };
  // The staff list names each row's owner; it is read once, like the first page.
  const [first, staff] = await Promise.all([
    readPage(inbox, args, EXPORT_SEARCH_RUN_MS),
    inbox.staff(),
  ]);
  const date = today.toISOString().slice(0, 10);
  return new Response(csvExport(inbox, args, first, staff, logger), {
    status: 200,
    headers: {
      ...API_HEADERS,
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="submissions-${args.view}-${date}.csv"`,
    },
  });
}

/** Sends the notification again; the caller must be able to see the row before the service role touches it. */
async function retryNotification(
  inbox: CallerInbox,
  id: string,
  deps: AdminHandlerDeps,
  overdueAfterHours: number,
): Promise<Response> {
  if ((await inbox.get(id)) === null) return adminFailure(404, 'notFound');
  const outcome = await deps.retryNotification(id);
  if (outcome.kind === 'not-found') return adminFailure(404, 'notFound');
  if (outcome.kind === 'not-failed') return adminFailure(409, 'notFailed');
  if (outcome.kind === 'no-provider') return adminFailure(409, 'noProvider');
  const [row, staff] = await Promise.all([inbox.get(id), inbox.staff()]);
  if (outcome.kind === 'failed')
    return json(502, {
      error: ADMIN_MESSAGES.retryFailed,
      code: ADMIN_ERROR_CODES.retryFailed,
      item: row ? toItem(row, overdueAfterHours, staff) : null,
    });
  return itemOr404(row, overdueAfterHours, staff);
}
