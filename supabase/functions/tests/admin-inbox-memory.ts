/** An in-memory stand-in for the inbox queries (the SQL itself is tested on PGlite), shared by Deno and vitest. */
import type { AccessClaims } from '../_shared/access-token.ts';
import {
  TriageRejected,
  type AdminHandlerDeps,
  type CallerInbox,
} from '../_shared/admin-handler.ts';
import { INBOX_VIEWS, type InboxRow, type InboxView } from '../_shared/inbox.ts';
import type { ListKey, SearchStep } from '../_shared/inbox-search.ts';
import { createNotificationRetry } from '../_shared/notification-retry.ts';
import type { Mailer } from '../_shared/types.ts';
import { createRecordingMailer } from './in-memory-deps.ts';

export const STAFF_TOKEN = 'staff-token';
export const USER_TOKEN = 'user-token';
/** A staff member's token whose session was ended (sign-out, refresh-token reuse) before it expired. */
export const ENDED_TOKEN = 'ended-token';
const STAFF_ID = '00000000-0000-4000-8000-00000000aaaa';
const USER_ID = '00000000-0000-4000-8000-00000000cccc';
const LIVE_SESSION = '00000000-0000-4000-8000-0000000051d1';
const ENDED_SESSION = '00000000-0000-4000-8000-0000000051d2';

function matches(row: InboxRow, view: InboxView, search: string): boolean {
  const inView =
    view === 'new'
      ? row.status !== 'spam' && row.handled_at === null
      : view === 'handled'
        ? row.status !== 'spam' && row.handled_at !== null
        : view === 'spam'
          ? row.status === 'spam'
          : view === 'failed'
            ? row.status === 'notify_failed'
            : true;
  const needle = search.toLowerCase();
  return (
    inView &&
    (needle === '' ||
      [row.name, row.email, row.message].some((text) => text.toLowerCase().includes(needle)))
  );
}

const newestFirst = (a: InboxRow, b: InboxRow) =>
  b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id);

function listedAfter(rows: InboxRow[], after: ListKey | null): InboxRow[] {
  return [...rows]
    .sort(newestFirst)
    .filter(
      (candidate) =>
        !after ||
        newestFirst(candidate, { ...candidate, created_at: after.createdAt, id: after.id }) > 0,
    );
}

function searchStep(
  hits: InboxRow[],
  view: InboxView,
  limit: number,
  nextAfter: ListKey | null,
): SearchStep {
  const counts = Object.fromEntries(
    INBOX_VIEWS.map((each) => [each, hits.filter((hit) => matches(hit, each, '')).length]),
  ) as SearchStep['counts'];
  const ids = hits.filter((hit) => matches(hit, view, '')).slice(0, limit);
  return { ids: ids.map((hit) => hit.id), counts, nextAfter };
}

export function row(index: number, values: Partial<InboxRow> = {}): InboxRow {
  const id = `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;
  return {
    id,
    created_at: new Date(Date.UTC(2026, 0, 1, 0, index)).toISOString(),
    name: `Visitor ${index}`,
    email: `visitor${index}@example.com`,
    message: `Message number ${index}\nSecond line`,
    user_agent: 'Test',
    source: 'website',
    metadata: {},
    status: 'new',
    notified_at: null,
    notify_error: null,
    read_at: null,
    handled_at: null,
    handled_by: null,
    staff_note: null,
    ...values,
  };
}

export interface MemoryAdminOptions {
  mailer?: Mailer;
  /** What the trigram index would check for any search; null makes every search go window by window. */
  searchCost?: number | null;
}

export function createMemoryAdmin(rows: InboxRow[], options: MemoryAdminOptions = {}) {
  const mailer = options.mailer ?? createRecordingMailer();
  const calls: { token: string; method: string }[] = [];
  const serviceRoleCalls: string[] = [];

  function inboxAs(claims: AccessClaims, token: string): CallerInbox {
    const access =
      claims.session_id !== LIVE_SESSION
        ? 'session_ended'
        : claims.sub === STAFF_ID
          ? 'staff'
          : 'not_staff';
    const visible = () => (access === 'staff' ? rows : []);
    const log = (method: string) => calls.push({ token, method });
    return {
      async access() {
        log('access');
        return access;
      },
      async list({ view, search, after, limit }) {
        log('list');
        return listedAfter(visible(), after)
          .filter((candidate) => matches(candidate, view, search))
          .slice(0, limit);
      },
      async searchCost() {
        log('searchCost');
        return options.searchCost === undefined ? visible().length : options.searchCost;
      },
      async searchIndexed({ view, search, after, limit }) {
        log('searchIndexed');
        const hits = listedAfter(visible(), after).filter((hit) => matches(hit, 'all', search));
        return searchStep(hits, view, limit, null);
      },
      async searchWindow({ view, search, after, limit, rows: size }) {
        log('searchWindow');
        const window = listedAfter(visible(), after).slice(0, size);
        const last = window.at(-1);
        const hits = window.filter((hit) => matches(hit, 'all', search));
        return searchStep(
          hits,
          view,
          limit,
          window.length === size && last ? { createdAt: last.created_at, id: last.id } : null,
        );
      },
      async rowsByIds(ids) {
        log('rowsByIds');
        return listedAfter(visible(), null).filter((candidate) => ids.includes(candidate.id));
      },
      async counts(search) {
        log('counts');
        const count = (view: InboxView) =>
          visible().filter((candidate) => matches(candidate, view, search)).length;
        return {
          counts: {
            new: count('new'),
            handled: count('handled'),
            spam: count('spam'),
            failed: count('failed'),
            all: count('all'),
          },
          capped: false,
        };
      },
      async get(id) {
        log('get');
        return visible().find((candidate) => candidate.id === id) ?? null;
      },
      async update(id, columns) {
        log('update');
        const target = visible().find((candidate) => candidate.id === id);
        if (!target) return null;
        if (columns.status !== undefined && columns.status !== 'spam' && target.status !== 'spam')
          throw new TriageRejected(
            'staff may only mark a submission as spam or take it out of spam',
          );
        Object.assign(target, columns);
        if (columns.handled_at !== undefined)
          target.handled_by = columns.handled_at ? claims.sub : null;
        return target;
      },
      async remove(id) {
        log('remove');
        const index = visible().findIndex((candidate) => candidate.id === id);
        if (index < 0) return false;
        rows.splice(index, 1);
        return true;
      },
    };
  }

  const retryNotification = createNotificationRetry({
    async load(id) {
      serviceRoleCalls.push(id);
      const target = rows.find((candidate) => candidate.id === id);
      if (!target) return null;
      return {
        id: target.id,
        createdAt: target.created_at,
        name: target.name,
        email: target.email,
        message: target.message,
        userAgent: target.user_agent,
        source: target.source,
        metadata: {
          source: 'website',
          timestamp: target.created_at,
          user_agent: target.user_agent ?? '',
        },
        ipHash: null,
        status: 'new',
        idempotencyKey: null,
        currentStatus: target.status,
      };
    },
    store: {
      async markNotification(id, status, detail) {
        const target = rows.find((candidate) => candidate.id === id)!;
        target.status = status;
        target.notify_error = detail;
      },
    },
    notification: {
      mailer,
      addresses: { from: 'Site <site@example.com>', to: 'inbox@example.com' },
    },
  });

  const deps: AdminHandlerDeps = {
    async verifyAccessToken(token) {
      const role = 'authenticated';
      if (token === STAFF_TOKEN) return { sub: STAFF_ID, role, session_id: LIVE_SESSION };
      if (token === USER_TOKEN) return { sub: USER_ID, role, session_id: LIVE_SESSION };
      if (token === ENDED_TOKEN) return { sub: STAFF_ID, role, session_id: ENDED_SESSION };
      return null;
    },
    inboxAs,
    retryNotification,
    now: () => new Date('2026-02-01T09:00:00.000Z'),
  };
  return { deps, rows, calls, serviceRoleCalls, mailer };
}
