/**
 * The /admin client's connection to the backend: Supabase Auth (the auth-js client, loaded in this chunk only) and
 * the admin-submissions function. The same code talks to a hosted project (VITE_SUPABASE_URL) and to the embedded
 * local host, which serves both under the site's own origin.
 */
import { GoTrueClient } from '@supabase/auth-js';
import { adminPage } from '@agency/content';
import type {
  InboxCounts,
  InboxItem,
  InboxPage,
  InboxView,
  StaffMember,
  TriagePatch,
} from '@agency/supabase/inbox';

// The contact form's rule (@agency/contact-client's resolveContactClientConfig): the hosted project when
// VITE_SUPABASE_URL is set, else this origin, where the local host serves everything. Restated here because
// importing that module from two routes splits it into a chunk of its own that the route manifest of every page lists.
function projectUrl(): string {
  return (import.meta.env.VITE_SUPABASE_URL?.trim() || globalThis.location?.origin || '').replace(
    /\/+$/,
    '',
  );
}
const anonKey = import.meta.env.VITE_SUPABASE_ANON_KEY?.trim() || 'local-anon-key';

export type { InboxCounts, InboxItem, InboxPage, InboxView, StaffMember, TriagePatch };

/** Where auth-js keeps the session in localStorage. */
const SESSION_STORAGE_KEY = 'lumen-forge-admin-auth';

/** True when this browser kept a session from an earlier visit (valid or not). */
export function hasStoredSession(): boolean {
  try {
    return globalThis.localStorage?.getItem(SESSION_STORAGE_KEY) != null;
  } catch {
    return false;
  }
}

export function createAuthClient() {
  return new GoTrueClient({
    url: `${projectUrl()}/auth/v1`,
    headers: { apikey: anonKey },
    storageKey: SESSION_STORAGE_KEY,
    autoRefreshToken: true,
    persistSession: true,
    detectSessionInUrl: false,
  });
}

export type AuthClient = ReturnType<typeof createAuthClient>;

/** The function answered 401 (session ended) or 403 (not staff). */
export class AccessError extends Error {
  constructor(readonly status: 401 | 403) {
    super(status === 401 ? 'session ended' : 'no access');
  }
}

/**
 * Any other failure. `worded` is the function's own text for staff, taken only from its error shape
 * (`{ error, code }`), never from a proxy's or gateway's body; `item` is the submission as it stands after a failed
 * retry. `code` is the function's code, or 'network' when nothing answered.
 */
export class RequestError extends Error {
  constructor(
    readonly code: string,
    readonly worded: string | null = null,
    readonly item: InboxItem | null = null,
  ) {
    super(code);
  }
}

async function requestError(response: Response): Promise<RequestError> {
  const body = (await response.json().catch(() => null)) as {
    error?: unknown;
    code?: unknown;
    item?: InboxItem | null;
  } | null;
  if (typeof body?.error === 'string' && typeof body.code === 'string')
    return new RequestError(body.code, body.error, body.item ?? null);
  return new RequestError(`http_${response.status}`);
}

export interface ListQuery {
  view: InboxView;
  q: string;
  cursor?: string | null;
}

function queryString(values: Record<string, string | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value) params.set(key, value);
  return params.toString();
}

/** The admin function's answer to one call, or the error that says why there is none. */
async function callInbox(
  accessToken: () => Promise<string | null>,
  query: Record<string, string | null | undefined>,
  init: RequestInit = {},
): Promise<Response> {
  const token = await accessToken();
  if (!token) throw new AccessError(401);
  let response: Response;
  try {
    response = await fetch(`${projectUrl()}/functions/v1/admin-submissions?${queryString(query)}`, {
      ...init,
      headers: {
        Authorization: `Bearer ${token}`,
        apikey: anonKey,
        ...(init.body ? { 'Content-Type': 'application/json' } : {}),
      },
    });
  } catch {
    throw new RequestError('network');
  }
  if (response.status === 401) throw new AccessError(401);
  if (response.status === 403) {
    // An owner's control refused to a member is worded; any other 403 means no access to the inbox.
    const refused = await requestError(response);
    if (refused.code === 'owner_only') throw refused;
    throw new AccessError(403);
  }
  if (!response.ok) throw await requestError(response);
  return response;
}

export function createInboxApi(accessToken: () => Promise<string | null>) {
  const call = (query: Record<string, string | null | undefined>, init?: RequestInit) =>
    callInbox(accessToken, query, init);

  return {
    async list({ view, q, cursor }: ListQuery): Promise<InboxPage> {
      return (await call({ view, q, cursor })).json() as Promise<InboxPage>;
    },
    async get(id: string): Promise<InboxItem> {
      return ((await (await call({ id })).json()) as { item: InboxItem }).item;
    },
    async update(id: string, patch: TriagePatch): Promise<InboxItem> {
      const response = await call({ id }, { method: 'PATCH', body: JSON.stringify(patch) });
      return ((await response.json()) as { item: InboxItem }).item;
    },
    async retry(id: string): Promise<InboxItem> {
      const response = await call({ id, action: 'retry' }, { method: 'POST' });
      return ((await response.json()) as { item: InboxItem }).item;
    },
    /** Sends a reply through the outbox; answers the submission with its thread. */
    async reply(id: string, text: string): Promise<InboxItem> {
      const response = await call(
        { id, action: 'reply' },
        { method: 'POST', body: JSON.stringify({ text }) },
      );
      return ((await response.json()) as { item: InboxItem }).item;
    },
    async remove(id: string): Promise<void> {
      await call({ id }, { method: 'DELETE' });
    },
    async staff(): Promise<StaffMember[]> {
      return ((await (await call({ staff: 'list' })).json()) as { staff: StaffMember[] }).staff;
    },
    /** An owner's invitation: 'invited' (e-mailed a link) or 'added' (the account existed). */
    async invite(email: string): Promise<'invited' | 'added'> {
      const response = await call(
        { action: 'invite' },
        { method: 'POST', body: JSON.stringify({ email }) },
      );
      return ((await response.json()) as { invited: 'invited' | 'added' }).invited;
    },
    async removeStaff(userId: string): Promise<void> {
      await call({ staff: userId }, { method: 'DELETE' });
    },
    /** The view as a CSV file (the server's bytes, BOM included) and the file name it suggests. */
    async exportCsv({ view, q }: ListQuery): Promise<{ blob: Blob; fileName: string }> {
      const response = await call({ view, q, format: 'csv' });
      const disposition = response.headers.get('content-disposition') ?? '';
      const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `submissions-${view}.csv`;
      try {
        return { blob: await response.blob(), fileName };
      } catch {
        // The function ends the stream with an error when a page of rows fails after the first bytes.
        throw new RequestError('export_cut_short', adminPage.detail.exportCutShort);
      }
    },
  };
}

export type InboxApi = ReturnType<typeof createInboxApi>;
