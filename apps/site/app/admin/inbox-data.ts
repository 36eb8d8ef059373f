/**
 * What /admin's route clientLoader and clientAction run (routes/admin.tsx loads this chunk lazily, so no public page
 * loads the auth client). auth-js keeps the session in localStorage (it survives a reload) and refreshes it before it
 * expires. Like a server session, this module keeps between loads what the next screen must say: why the last session
 * ended, the inbox's notice, and the open submission (a refresh reloads the list, not the open submission).
 */
import { redirect } from 'react-router';
import { adminPage } from '@agency/content';
import { STAFF_PASSWORD_MIN_LENGTH } from '@agency/supabase/inbox';
import {
  AccessError,
  RequestError,
  createAuthClient,
  createInboxApi,
  hasStoredSession,
  type AuthClient,
  type InboxApi,
  type InboxItem,
  type InboxPage,
  type StaffMember,
  type TriagePatch,
} from './backend';
import { hrefWith, readQuery, type InboxQuery } from './query';

export interface PageNotice {
  tone: 'success' | 'error';
  text: string;
}

/** A list that could not be loaded is `{ ok: false }`, with what staff read about it. */
export type ListResult = { ok: true; page: InboxPage } | { ok: false; failure: string };

/** The open submission; `item` is null when it could not be loaded. */
export interface DetailResult {
  id: string;
  item: InboxItem | null;
}

export type AdminData =
  /** `forgot`: the form that asks for a recovery link instead of the sign-in form. */
  | { kind: 'signed-out'; notice: string | null; forgot: boolean }
  /** A new password: after a recovery link (`recovery`), or asked for while signed in (`change`). */
  | { kind: 'set-password'; email: string; reason: 'recovery' | 'change' }
  | { kind: 'no-access'; email: string }
  /** The staff list (null when it could not be loaded); an owner's page offers invite and remove. */
  | {
      kind: 'staff';
      email: string;
      userId: string;
      staff: StaffMember[] | null;
      notice: PageNotice | null;
    }
  | {
      kind: 'inbox';
      email: string;
      /** The signed-in staff member's id: who "mine" and "Take it" mean. */
      userId: string;
      query: InboxQuery;
      list: ListResult;
      detail: DetailResult | null;
      notice: PageNotice | null;
    };

/** What the inbox asks the action to do (the `intent` field). */
export type AdminIntent =
  | 'sign-in'
  | 'sign-out'
  | 'forgot'
  | 'set-password'
  | 'triage'
  | 'note'
  | 'assign'
  | 'invite'
  | 'remove-staff'
  | 'retry'
  | 'reply'
  | 'delete'
  | 'export'
  | 'more';

/**
 * Most actions end with the route's data loaded again (`revalidate: true`: the list, the notice, the open
 * submission); a failed sign-in, an export and another page of the list leave it as it is.
 */
export type AdminActionResult =
  | { revalidate: false; signInError: string }
  /** The recovery link was asked for (`sent`, the same words for any address) or could not be (`error`). */
  | { revalidate: false; forgot: { sent: string } | { error: string } }
  | { revalidate: false; passwordError: string }
  | { revalidate: false; more: { key: string; page: InboxPage } }
  | { revalidate: boolean; item?: InboxItem };

const copy = adminPage.signIn;
const actionFailed: PageNotice = { tone: 'error', text: adminPage.detail.actionFailed };

/** What staff read when a request failed: the function's worded answer, or ours; never a raw error. */
function failureNotice(error: unknown): PageNotice {
  if (error instanceof RequestError) {
    if (error.code === 'network') return { tone: 'error', text: adminPage.detail.unreachable };
    if (error.worded) return { tone: 'error', text: error.worded };
  }
  return actionFailed;
}

interface Connection {
  auth: AuthClient;
  api: InboxApi;
}

let connection: Connection | null = null;
/** A session was stored when the page started, or has been seen since, and has not ended. */
let hadSession = false;
/** Why the last session ended, for the sign-in form; cleared by the next sign-in. */
let endedNotice: string | null = null;
let notice: PageNotice | null = null;
let openDetail: DetailResult | null = null;
/** Sign-ins and sign-outs this module is making: auth-js's events about them are no news to the page. */
let ownAuthCalls = 0;
/** The session came from a recovery link: the page asks for a new password before anything else. */
let recovering = false;
/** The fragment of the link whose session was taken: the router may hand the same address back once more. */
let takenFragment: string | null = null;

function connect(): Connection {
  if (connection) return connection;
  // Whether this browser kept a session is read before the client starts: it may drop a dead one at once.
  hadSession = hasStoredSession();
  const auth = createAuthClient();
  const api = createInboxApi(
    async () => (await auth.getSession()).data.session?.access_token ?? null,
  );
  connection = { auth, api };
  return connection;
}

/** The key of the list a page belongs to: its view and search. */
export function listKey({ view, q }: Pick<InboxQuery, 'view' | 'q'>): string {
  return `${view}\n${q}`;
}

async function ownAuthCall<T>(call: () => Promise<T>): Promise<T> {
  ownAuthCalls += 1;
  try {
    return await call();
  } finally {
    ownAuthCalls -= 1;
  }
}

function forgetInbox() {
  notice = null;
  openDetail = null;
}

function signedOut(forgot = false): AdminData {
  if (hadSession) endedNotice ??= copy.sessionEnded;
  hadSession = false;
  recovering = false;
  forgetInbox();
  return { kind: 'signed-out', notice: endedNotice, forgot };
}

/**
 * A recovery link comes back to /admin with the session, or why there is none, in the URL's fragment (Supabase Auth's
 * implicit flow). The fragment is taken out of the address at once; the session is kept like a sign-in's.
 */
async function takeLinkSession(auth: AuthClient): Promise<boolean> {
  const hash = globalThis.location?.hash ?? '';
  if (hash.length < 2 || hash === takenFragment) return false;
  const params = new URLSearchParams(hash.slice(1));
  const accessToken = params.get('access_token');
  const refreshToken = params.get('refresh_token');
  const linkError = params.get('error_code') ?? params.get('error');
  if (!accessToken && !linkError) return false;
  takenFragment = hash;
  globalThis.history.replaceState(
    globalThis.history.state,
    '',
    `${globalThis.location.pathname}${globalThis.location.search}`,
  );
  if (linkError || !accessToken || !refreshToken) {
    // On the sign-in form, or in the inbox when this browser is signed in already.
    endedNotice = adminPage.account.linkExpired;
    notice = { tone: 'error', text: adminPage.account.linkExpired };
    return true;
  }
  const { error } = await ownAuthCall(() =>
    auth.setSession({ access_token: accessToken, refresh_token: refreshToken }),
  );
  if (error) {
    endedNotice = adminPage.account.linkExpired;
    return true;
  }
  endedNotice = null;
  hadSession = true;
  // A recovery link and an invitation both lead to choosing a password first.
  recovering = params.get('type') === 'recovery' || params.get('type') === 'invite';
  forgetInbox();
  return true;
}

/** Ends the session here, saying why on the sign-in form. */
async function endSession(reason: string, scope: 'global' | 'local') {
  endedNotice = reason;
  hadSession = false;
  forgetInbox();
  await ownAuthCall(() => connect().auth.signOut({ scope })).catch(() => undefined);
}

/** The function answered 401 (the session ended: drop it here too) or 403 (not staff). */
async function accessEnded(error: unknown, email: string): Promise<AdminData> {
  if (!(error instanceof AccessError)) throw error;
  if (error.status === 403) return { kind: 'no-access', email };
  await endSession(copy.sessionEnded, 'local');
  return signedOut();
}

async function loadList(api: InboxApi, { view, q }: InboxQuery): Promise<ListResult> {
  try {
    return { ok: true, page: await api.list({ view, q }) };
  } catch (error) {
    if (error instanceof AccessError) throw error;
    // Nothing answered (offline, the server down), or the inbox answered with an error: what to do differs.
    const unreachable = error instanceof RequestError && error.code === 'network';
    return { ok: false, failure: unreachable ? adminPage.list.unreachable : adminPage.list.failed };
  }
}

/** Opening a submission marks it read; that change, like any without a message, clears the notice. */
async function loadDetail(api: InboxApi, id: string): Promise<DetailResult> {
  if (openDetail?.id === id) return openDetail;
  try {
    const item = await api.get(id);
    if (item.read) return { id, item };
    const read = await api.update(id, { read: true }).catch(() => null);
    if (read) notice = null;
    return { id, item: read ?? item };
  } catch (error) {
    if (error instanceof AccessError) throw error;
    notice = failureNotice(error);
    return { id, item: null };
  }
}

/** The list as the open submission has it: the list may have been read before it was marked read. */
function withRead(list: ListResult, detail: DetailResult | null): ListResult {
  const read = detail?.item?.read ? detail.id : null;
  if (!list.ok || read === null) return list;
  const items = list.page.items.map((item) =>
    item.id === read && !item.read ? { ...item, read: true } : item,
  );
  return { ok: true, page: { ...list.page, items } };
}

/**
 * The route's clientLoader: who is signed in, and for staff the list and the open submission of the URL. A link's
 * session is taken first, then the page loads again at the same address without its fragment.
 */
export async function loadAdmin(request: Request): Promise<AdminData | Response> {
  const { auth, api } = connect();
  const url = new URL(request.url);
  if (await takeLinkSession(auth)) return redirect(`${url.pathname}${url.search}`);
  const account = url.searchParams.get('account');
  const session = (await auth.getSession()).data.session;
  if (!session?.user) return signedOut(account === 'forgot');
  hadSession = true;
  const email = session.user.email ?? '';
  if (recovering || account === 'password')
    return { kind: 'set-password', email, reason: recovering ? 'recovery' : 'change' };
  if (account === 'staff') {
    try {
      const staff = await api.staff().catch((error: unknown) => {
        if (error instanceof AccessError) throw error;
        return null;
      });
      return { kind: 'staff', email, userId: session.user.id, staff, notice };
    } catch (error) {
      return accessEnded(error, email);
    }
  }
  const query = readQuery(url.search);
  try {
    const [list, detail] = await Promise.all([
      loadList(api, query),
      query.id ? loadDetail(api, query.id) : null,
    ]);
    openDetail = detail;
    const userId = session.user.id;
    return { kind: 'inbox', email, userId, query, list: withRead(list, detail), detail, notice };
  } catch (error) {
    return accessEnded(error, email);
  }
}

/** The new password, checked here first (length, typed twice alike), then set by Auth (which ends other sessions). */
async function setPassword(
  auth: AuthClient,
  password: string,
  confirm: string,
): Promise<AdminActionResult | Response> {
  const words = adminPage.account;
  if (password.length < STAFF_PASSWORD_MIN_LENGTH)
    return { revalidate: false, passwordError: words.tooShort(STAFF_PASSWORD_MIN_LENGTH) };
  if (password !== confirm) return { revalidate: false, passwordError: words.mismatch };
  const result = await auth.updateUser({ password }).catch(() => null);
  if (result === null) return { revalidate: false, passwordError: words.unreachable };
  const { error } = result;
  if (error?.code === 'weak_password')
    return { revalidate: false, passwordError: words.tooShort(STAFF_PASSWORD_MIN_LENGTH) };
  if (error?.code === 'same_password')
    return { revalidate: false, passwordError: words.samePassword };
  if (
    error &&
    (error.status === 401 || error.status === 403 || error.name === 'AuthSessionMissingError')
  )
    return { revalidate: false, passwordError: words.sessionGone };
  if (error) return { revalidate: false, passwordError: words.unreachable };
  recovering = false;
  notice = { tone: 'success', text: words.changed };
  return redirect('/admin');
}

function signInError(error: { status?: number; code?: string }): string {
  if (error.code === 'invalid_credentials' || error.status === 400) return copy.wrongCredentials;
  if (error.status === 429) return copy.tooManyAttempts;
  return copy.unreachable;
}

function triagePatch(form: FormData): TriagePatch {
  const patch: TriagePatch = {};
  for (const key of ['handled', 'spam'] as const) {
    const value = form.get(key);
    if (value !== null) patch[key] = value === 'true';
  }
  return patch;
}

/** What the notice says once a submission changed owner. */
function ownerNotice(item: InboxItem, userId: string | undefined): string {
  if (item.owner === null) return adminPage.detail.released;
  if (item.owner.id === userId) return adminPage.detail.taken;
  return adminPage.detail.assigned(item.owner.email);
}

/** A changed submission: what the open one shows now, and the notice that says so (or none). */
function changed(item: InboxItem, text: string | null): AdminActionResult {
  if (openDetail?.id === item.id) openDetail = { id: item.id, item };
  notice = text ? { tone: 'success', text } : null;
  return { revalidate: true, item };
}

function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** The form an action posts, read field by field (an absent field reads as empty). */
type Fields = (name: string) => string;

async function signIn(auth: AuthClient, field: Fields): Promise<AdminActionResult> {
  const result = await ownAuthCall(() =>
    auth.signInWithPassword({ email: field('email'), password: field('password') }),
  ).catch(() => null);
  if (result === null) return { revalidate: false, signInError: copy.unreachable };
  if (result.error) return { revalidate: false, signInError: signInError(result.error) };
  endedNotice = null;
  hadSession = true;
  forgetInbox();
  return { revalidate: true };
}

/** Asks for a recovery link; a limit reached on sending says so, anything else that fails says it is unreachable. */
async function forgotPassword(auth: AuthClient, email: string): Promise<AdminActionResult> {
  if (email === '')
    return { revalidate: false, forgot: { error: adminPage.account.emailRequired } };
  const result = await auth
    .resetPasswordForEmail(email, { redirectTo: `${globalThis.location.origin}/admin` })
    .catch(() => null);
  if (result === null || (result.error && result.error.status !== 429))
    return { revalidate: false, forgot: { error: copy.unreachable } };
  if (result.error) return { revalidate: false, forgot: { error: adminPage.account.tooMany } };
  return { revalidate: false, forgot: { sent: adminPage.account.sent(email) } };
}

/** An owner's invitation: the notice says whether the colleague was e-mailed a link or already had an account. */
async function invite(api: InboxApi, email: string): Promise<AdminActionResult> {
  if (email === '') {
    notice = { tone: 'error', text: adminPage.staff.emailRequired };
    return { revalidate: true };
  }
  const outcome = await api.invite(email);
  notice = {
    tone: 'success',
    text:
      outcome === 'invited'
        ? adminPage.staff.invited(email.toLowerCase())
        : adminPage.staff.added(email.toLowerCase()),
  };
  return { revalidate: true };
}

/** The actions that call the admin function: on the open submission, the staff list, the export and the next page. */
async function inboxAction(
  intent: AdminIntent,
  form: FormData,
  search: string,
  { auth, api }: Connection,
): Promise<AdminActionResult | Response> {
  const field: Fields = (name) => String(form.get(name) ?? '');
  const query = readQuery(search);
  const id = field('id');
  switch (intent) {
    case 'triage':
      return changed(await api.update(id, triagePatch(form)), null);
    case 'note':
      return changed(await api.update(id, { note: field('note') }), adminPage.detail.noteSaved);
    case 'invite':
      return invite(api, field('email').trim());
    case 'remove-staff':
      await api.removeStaff(field('userId'));
      notice = { tone: 'success', text: adminPage.staff.removed(field('email')) };
      return { revalidate: true };
    case 'assign': {
      const item = await api.update(id, { owner: field('owner') || null });
      const userId = (await auth.getSession()).data.session?.user.id;
      return changed(item, ownerNotice(item, userId));
    }
    case 'retry':
      return changed(await api.retry(id), adminPage.detail.retried);
    case 'reply':
      return changed(await api.reply(id, field('text')), adminPage.detail.thread.sent);
    case 'delete':
      await api.remove(id);
      openDetail = null;
      notice = { tone: 'success', text: adminPage.detail.deleted };
      // The page submits with `replace`: the redirect replaces the deleted submission's URL in history.
      return redirect(hrefWith(search, { id: null }));
    case 'export': {
      const { blob, fileName } = await api.exportCsv(query);
      saveFile(blob, fileName);
      return { revalidate: false };
    }
    case 'more': {
      const page = await api.list({ ...query, cursor: field('cursor') });
      return { revalidate: false, more: { key: listKey(query), page } };
    }
    default:
      throw new Error(`Unknown /admin action: ${String(intent)}`);
  }
}

/** After a refused or failed action the route's data loads again, with the notice that says what happened. */
async function afterFailure(error: unknown): Promise<AdminActionResult> {
  if (error instanceof AccessError) {
    // The loader that follows finds the session gone (401) or the account not on the staff list (403).
    if (error.status === 401) await endSession(copy.sessionEnded, 'local');
  } else {
    notice = failureNotice(error);
    // A failed retry answers with the submission as it stands (its failure recorded again).
    if (error instanceof RequestError && error.item && openDetail?.id === error.item.id)
      openDetail = { id: error.item.id, item: error.item };
  }
  return { revalidate: true };
}

/** The route's clientAction: sign-in and sign-out, triage, note, retry, reply, delete, export and the next page. */
export async function adminAction(request: Request): Promise<AdminActionResult | Response> {
  const { auth, api } = connect();
  const form = await request.formData();
  const field: Fields = (name) => String(form.get(name) ?? '');
  const intent = field('intent') as AdminIntent;

  if (intent === 'sign-in') return signIn(auth, field);
  if (intent === 'forgot') return forgotPassword(auth, field('email').trim());
  if (intent === 'set-password') return setPassword(auth, field('password'), field('confirm'));
  if (intent === 'sign-out') {
    await endSession(copy.signedOut, 'global');
    return { revalidate: true };
  }
  try {
    return await inboxAction(intent, form, new URL(request.url).search, { auth, api });
  } catch (error) {
    return afterFailure(error);
  }
}

/**
 * Calls `onChange` with whether someone is signed in when that changes other than through this module's own
 * sign-in and sign-out: auth-js ending a session it could not refresh, or another tab signing in or out.
 */
export function watchSession(onChange: (signedIn: boolean) => void): () => void {
  const { data } = connect().auth.onAuthStateChange((_event, session) => {
    if (ownAuthCalls === 0) onChange(Boolean(session?.user));
  });
  return () => data.subscription.unsubscribe();
}
