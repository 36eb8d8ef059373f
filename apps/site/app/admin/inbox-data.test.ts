import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toItem, toSummary, triageColumns, type InboxReadRow } from '@agency/supabase/inbox';
import type { InboxItem, InboxPage, TriagePatch } from './backend';
import type * as InboxDataModule from './inbox-data';

type InboxData = typeof InboxDataModule;

const STORAGE_KEY = 'lumen-forge-admin-auth';
const STAFF = { email: 'staff@agency.example', password: 'right password' };

function session(expiresIn = 3600) {
  const now = Math.floor(Date.now() / 1000);
  return {
    access_token: 'access-token',
    token_type: 'bearer',
    expires_in: expiresIn,
    expires_at: now + expiresIn,
    refresh_token: 'refresh-token',
    user: {
      id: 'user-1',
      aud: 'authenticated',
      role: 'authenticated',
      email: STAFF.email,
      app_metadata: {},
      user_metadata: {},
      created_at: new Date().toISOString(),
    },
  };
}

/**
 * The stored submission, as the function reads it from the database (the site may not import the function's test
 * fixtures: the browser takes only the inbox entry of @agency/supabase).
 */
function row(values: Partial<InboxReadRow> = {}): InboxReadRow {
  return {
    id: 'sub-1',
    created_at: '2026-11-27T10:00:00.000Z',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    message: 'Hello',
    user_agent: null,
    source: 'website',
    metadata: {},
    status: 'notified',
    notified_at: null,
    notify_error: null,
    read_at: null,
    handled_at: null,
    handled_by: null,
    staff_note: null,
    owner_id: null,
    replied_at: null,
    waited_seconds: 3600,
    ...values,
  };
}

const OVERDUE_AFTER_HOURS = 20;
/** The submission as the function answers it: the function's own mapping. */
const itemOf = (stored: InboxReadRow): InboxItem => toItem(stored, OVERDUE_AFTER_HOURS);

function listPage(rows: InboxReadRow[]): InboxPage {
  const open = rows.length;
  const counts = { new: open, waiting: open, mine: 0, handled: 0, spam: 0, failed: 0, all: open };
  return {
    items: rows.map((stored) => toSummary(stored, OVERDUE_AFTER_HOURS)),
    nextCursor: null,
    counts,
    countsCapped: false,
    mineCapped: false,
    staff: [],
    searchedBackTo: null,
    overdue: { count: 0, capped: false, afterHours: OVERDUE_AFTER_HOURS },
  };
}

/** A raw system error, as a broken host would report it. */
const RAW = "EISDIR: illegal operation on a directory, open '/data/outbox.jsonl'";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The backend: the auth stand-in and the admin-submissions function, with one stored submission. */
function backend() {
  const stored = { current: row() };
  const calls: string[] = [];
  let functionStatus = 200;
  /** What the function (or what stands in front of it) answers instead, once; `network` when nothing answers. */
  let functionAnswer: (() => Response) | 'network' | null = null;
  let authAnswer: (() => Response) | 'network' | null = null;
  let recoverAnswer: (() => Response) | null = null;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const method = (init.method ?? 'GET').toUpperCase();
    calls.push(`${method} ${url.pathname}${url.search}`);
    const isFunction = url.pathname === '/functions/v1/admin-submissions';
    const override = isFunction
      ? functionAnswer
      : url.pathname === '/auth/v1/token'
        ? authAnswer
        : null;
    if (override === 'network') throw new TypeError(`fetch failed: ${RAW}`);
    if (override) return override();
    if (url.pathname === '/auth/v1/token') {
      const body = JSON.parse(String(init.body)) as { password?: string };
      if (url.searchParams.get('grant_type') === 'refresh_token')
        return json({ code: 'refresh_token_not_found', message: 'Invalid Refresh Token' }, 400);
      return body.password === STAFF.password
        ? json(session())
        : json({ code: 'invalid_credentials', message: 'Invalid login credentials' }, 400);
    }
    if (url.pathname === '/auth/v1/logout') return new Response(null, { status: 204 });
    if (url.pathname === '/auth/v1/recover') return recoverAnswer?.() ?? json({});
    if (url.pathname === '/auth/v1/user' && method === 'PUT') {
      const { password } = JSON.parse(String(init.body)) as { password: string };
      return password === STAFF.password
        ? json(
            {
              code: 'same_password',
              error_code: 'same_password',
              msg: 'New password should be different',
            },
            422,
          )
        : json(session().user);
    }
    if (url.pathname === '/auth/v1/user') return json(session().user);
    if (url.pathname === '/functions/v1/admin-submissions') {
      if (functionStatus !== 200) return json({ error: 'no' }, functionStatus);
      if (!url.searchParams.get('id')) return json(listPage([stored.current]));
      if (method === 'PATCH') {
        const patch = JSON.parse(String(init.body)) as TriagePatch;
        stored.current = { ...stored.current, ...triageColumns(patch, new Date()) };
      }
      if (method === 'DELETE') return new Response(null, { status: 204 });
      return json({ item: itemOf(stored.current) });
    }
    return new Response('not found', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    stored,
    calls,
    failWith(status: number) {
      functionStatus = status;
    },
    functionAnswers(answer: (() => Response) | 'network' | null) {
      functionAnswer = answer;
    },
    authAnswers(answer: (() => Response) | 'network' | null) {
      authAnswer = answer;
    },
    recoverAnswers(answer: (() => Response) | null) {
      recoverAnswer = answer;
    },
  };
}

let data: InboxData;

/** A fresh page: this module's state (the auth client, the notices) starts over. */
async function openPage() {
  vi.resetModules();
  data = await import('./inbox-data');
}

const load = (search = '') => data.loadAdmin(new Request(`http://localhost/admin${search}`));
function act(fields: Record<string, string>, search = '') {
  const body = new URLSearchParams(fields);
  return data.adminAction(new Request(`http://localhost/admin${search}`, { method: 'POST', body }));
}

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal('location', new URL('http://localhost/admin'));
  // Each test is a fresh page with its own auth client: auth-js warns about the earlier tests' clients.
  const warn = console.warn.bind(console);
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('Multiple GoTrueClient instances')) warn(...args);
  });
});
afterEach(() => {
  localStorage.clear();
  vi.mocked(console.warn).mockRestore();
});

describe("/admin's route data", () => {
  it('asks a first-time visitor to sign in, without a notice', async () => {
    backend();
    await openPage();
    expect(await load()).toEqual({ kind: 'signed-out', notice: null, forgot: false });
  });

  it('keeps a wrong password on the sign-in form without loading again', async () => {
    backend();
    await openPage();
    const result = await act({ intent: 'sign-in', email: STAFF.email, password: 'wrong' });
    expect(result).toEqual({ revalidate: false, signInError: 'Wrong e-mail or password.' });
  });

  it('signs in, then shows the list and marks the opened submission read, once', async () => {
    const server = backend();
    await openPage();
    expect(await act({ intent: 'sign-in', ...STAFF })).toEqual({ revalidate: true });

    const inbox = await load('?view=all&id=sub-1');
    expect(inbox).toMatchObject({
      kind: 'inbox',
      email: STAFF.email,
      query: { view: 'all', q: '', id: 'sub-1' },
      detail: { id: 'sub-1', item: { read: true } },
      notice: null,
    });
    // The list was read before the submission was marked read: it shows it read all the same.
    expect(
      !(inbox instanceof Response) &&
        inbox.kind === 'inbox' &&
        inbox.list.ok &&
        inbox.list.page.items[0]?.read,
    ).toBe(true);
    expect(server.calls.filter((call) => call.startsWith('PATCH'))).toHaveLength(1);

    // A refresh loads the list again, not the open submission.
    server.calls.length = 0;
    await load('?view=all&id=sub-1');
    expect(server.calls).toEqual(['GET /functions/v1/admin-submissions?view=all']);
  });

  it('says what a change did, and shows the changed submission without loading it again', async () => {
    const server = backend();
    await openPage();
    await act({ intent: 'sign-in', ...STAFF });
    await load('?id=sub-1');

    const saved = await act({ intent: 'note', id: 'sub-1', note: 'Called back.' }, '?id=sub-1');
    expect(saved).toMatchObject({ revalidate: true, item: { staffNote: 'Called back.' } });
    server.calls.length = 0;
    expect(await load('?id=sub-1')).toMatchObject({
      detail: { item: { staffNote: 'Called back.' } },
      notice: { tone: 'success', text: 'Note saved.' },
    });
    expect(server.calls).toEqual(['GET /functions/v1/admin-submissions?view=new']);

    // A change without a message clears the notice.
    await act({ intent: 'triage', id: 'sub-1', handled: 'true' }, '?id=sub-1');
    expect(await load('?id=sub-1')).toMatchObject({
      detail: { item: { handled: true } },
      notice: null,
    });
  });

  it('leaves a deleted submission for the list, replacing its URL, and says so', async () => {
    backend();
    await openPage();
    await act({ intent: 'sign-in', ...STAFF });
    await load('?view=all&id=sub-1');
    const answer = await act({ intent: 'delete', id: 'sub-1' }, '?view=all&id=sub-1');
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get('Location')).toBe('/admin?view=all');
    expect(await load('?view=all')).toMatchObject({
      detail: null,
      notice: { tone: 'success', text: 'The submission was deleted.' },
    });
  });

  it('says when a change did not work', async () => {
    const server = backend();
    await openPage();
    await act({ intent: 'sign-in', ...STAFF });
    server.failWith(500);
    expect(await act({ intent: 'retry', id: 'sub-1' })).toEqual({ revalidate: true });
    server.failWith(200);
    expect(await load()).toMatchObject({
      notice: { tone: 'error', text: 'That did not work. Nothing was lost; try again.' },
    });
  });

  it('shows "no access" to an account the function refuses (403)', async () => {
    const server = backend();
    await openPage();
    await act({ intent: 'sign-in', ...STAFF });
    server.failWith(403);
    expect(await load()).toEqual({ kind: 'no-access', email: STAFF.email });
  });

  it('ends a session the function no longer accepts (401) and says why', async () => {
    const server = backend();
    await openPage();
    await act({ intent: 'sign-in', ...STAFF });
    server.failWith(401);
    expect(await load()).toEqual({
      kind: 'signed-out',
      notice: 'Your session has ended. Sign in again to continue.',
      forgot: false,
    });
    expect(server.calls).toContain('POST /auth/v1/logout?scope=local');
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('says a session kept from an earlier visit has ended when it cannot be refreshed', async () => {
    backend();
    localStorage.setItem(STORAGE_KEY, JSON.stringify(session(-60)));
    await openPage();
    expect(await load()).toEqual({
      kind: 'signed-out',
      notice: 'Your session has ended. Sign in again to continue.',
      forgot: false,
    });
  });

  it('says "signed out" after signing out on purpose', async () => {
    backend();
    await openPage();
    await act({ intent: 'sign-in', ...STAFF });
    expect(await act({ intent: 'sign-out' })).toEqual({ revalidate: true });
    expect(await load()).toEqual({
      kind: 'signed-out',
      notice: 'You are signed out.',
      forgot: false,
    });
  });
});

describe("/admin's errors, in words", () => {
  const worded = (text: string) => ({ notice: { tone: 'error', text } });
  const noRaw = (data: unknown) => expect(JSON.stringify(data)).not.toMatch(/EISDIR|outbox\.jsonl/);

  it("shows the function's worded answer to a failed retry, and the submission as it now stands", async () => {
    const server = backend();
    server.stored.current = row({ status: 'notify_failed', notify_error: 'Old text.' });
    await openPage();
    await act({ intent: 'sign-in', ...STAFF });
    await load('?id=sub-1');
    const failedAgain =
      'The notification e-mail could not be sent: the e-mail service did not answer.';
    server.functionAnswers(() =>
      json(
        {
          error: 'The notification e-mail could not be sent again. It stays marked for retry.',
          code: 'retry_failed',
          item: { ...itemOf(server.stored.current), read: true, notifyError: failedAgain },
        },
        502,
      ),
    );
    await act({ intent: 'retry', id: 'sub-1' }, '?id=sub-1');
    server.functionAnswers(null);
    const data = await load('?id=sub-1');
    expect(data).toMatchObject({
      ...worded('The notification e-mail could not be sent again. It stays marked for retry.'),
      detail: { id: 'sub-1', item: { notifyError: failedAgain } },
    });
    noRaw(data);
  });

  it('never shows what a proxy or a broken host put in its body', async () => {
    const server = backend();
    await openPage();
    await act({ intent: 'sign-in', ...STAFF });
    for (const body of [
      () => json({ error: RAW }, 500),
      () => json({ message: RAW, code: 'WORKER_ERROR' }, 546),
      () => new Response(RAW, { status: 502 }),
    ]) {
      server.functionAnswers(body);
      await act({ intent: 'triage', id: 'sub-1', handled: 'true' });
      server.functionAnswers(null);
      const data = await load();
      expect(data).toMatchObject(worded('That did not work. Nothing was lost; try again.'));
      noRaw(data);
    }
  });

  it('tells a list the inbox answered with an error from one it could not reach', async () => {
    const server = backend();
    await openPage();
    await act({ intent: 'sign-in', ...STAFF });
    server.functionAnswers(() => json({ error: RAW }, 500));
    const answered = await load();
    server.functionAnswers('network');
    const unreachable = await load();
    server.functionAnswers(null);
    expect(answered).toMatchObject({
      list: {
        ok: false,
        failure: expect.stringMatching(/^The inbox answered with an error\b.*Try again/),
      },
    });
    expect(unreachable).toMatchObject({
      list: {
        ok: false,
        failure: expect.stringMatching(/^The inbox could not be reached\b.*Check your connection/),
      },
    });
    noRaw(answered);
    noRaw(unreachable);
  });

  it('says the inbox could not be reached when nothing answers', async () => {
    const server = backend();
    await openPage();
    await act({ intent: 'sign-in', ...STAFF });
    server.functionAnswers('network');
    await act({ intent: 'note', id: 'sub-1', note: 'Call back' });
    server.functionAnswers(null);
    const data = await load();
    expect(data).toMatchObject(
      worded(
        'The inbox could not be reached, so nothing was changed. Check your connection, then try again.',
      ),
    );
    noRaw(data);
  });

  it("words a failed CSV export and a failed erasure with the function's text", async () => {
    const server = backend();
    await openPage();
    await act({ intent: 'sign-in', ...STAFF });
    const serverError = 'Something went wrong. Nothing was changed; try again.';
    server.functionAnswers(() => json({ error: serverError, code: 'server_error' }, 500));
    expect(await act({ intent: 'export' })).toEqual({ revalidate: true });
    server.functionAnswers(null);
    expect(await load()).toMatchObject(worded(serverError));

    const gone = 'This submission no longer exists.';
    server.functionAnswers(() => json({ error: gone, code: 'not_found' }, 404));
    expect(await act({ intent: 'delete', id: 'sub-1' })).toEqual({ revalidate: true });
    server.functionAnswers(null);
    expect(await load()).toMatchObject(worded(gone));
  });

  it('says an export that broke off part way saved no file', async () => {
    const server = backend();
    await openPage();
    await act({ intent: 'sign-in', ...STAFF });
    const saved = vi.spyOn(URL, 'createObjectURL');
    server.functionAnswers(() => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('\uFEFFid,received,name\n'));
          controller.error(new Error(RAW));
        },
      });
      return new Response(body, { headers: { 'content-type': 'text/csv; charset=utf-8' } });
    });
    expect(await act({ intent: 'export' })).toEqual({ revalidate: true });
    server.functionAnswers(null);
    const data = await load();
    expect(data).toMatchObject(
      worded(
        'The export stopped part way, so no file was saved. Try again; if it stops again, export one view or a search at a time.',
      ),
    );
    noRaw(data);
    expect(saved).not.toHaveBeenCalled();
  });

  it('words a sign-in the auth service failed, whatever auth-js reports', async () => {
    const server = backend();
    await openPage();
    for (const answer of [
      () => json({ code: 'unexpected_failure', message: RAW }, 500),
      () => new Response(RAW, { status: 502 }),
      'network' as const,
    ]) {
      server.authAnswers(answer);
      const result = await act({ intent: 'sign-in', ...STAFF });
      expect(result).toEqual({
        revalidate: false,
        signInError:
          'The sign-in service could not be reached. Check your connection and try again.',
      });
      noRaw(result);
    }
  });
});

describe('password recovery and change', () => {
  const noRaw = (result: unknown) => expect(JSON.stringify(result)).not.toMatch(/EISDIR|outbox/);
  /** An access token as auth-js reads it (it decodes the expiry; the signature is the server's business). */
  const accessToken = (exp: number) =>
    ['{"alg":"ES256","typ":"JWT"}', JSON.stringify({ sub: 'user-1', exp }), 'signature']
      .map((part) => Buffer.from(part).toString('base64url'))
      .join('.');

  it('asks for a recovery link with the same words for any address, and words a limit', async () => {
    const server = backend();
    await openPage();
    expect(await load('?account=forgot')).toEqual({
      kind: 'signed-out',
      notice: null,
      forgot: true,
    });
    const sent = await act({ intent: 'forgot', email: 'someone@agency.example' });
    expect(sent).toEqual({
      revalidate: false,
      forgot: {
        sent: expect.stringMatching(
          /^If someone@agency\.example belongs to a staff account, a link/,
        ),
      },
    });
    expect(server.calls).toContain(
      `POST /auth/v1/recover?redirect_to=${encodeURIComponent('http://localhost/admin')}`,
    );
    expect(await act({ intent: 'forgot', email: ' ' })).toEqual({
      revalidate: false,
      forgot: { error: 'Enter the e-mail address of your staff account.' },
    });
    server.recoverAnswers(() => json({ code: 'over_email_send_rate_limit', msg: RAW }, 429));
    const limited = await act({ intent: 'forgot', email: 'someone@agency.example' });
    expect(limited).toEqual({
      revalidate: false,
      forgot: { error: 'Too many requests from here. Wait a few minutes, then try again.' },
    });
    noRaw(limited);
  });

  it('takes the session a recovery link brings, out of the address, and asks for a new password first', async () => {
    backend();
    const now = Math.floor(Date.now() / 1000);
    const hash = new URLSearchParams({
      access_token: accessToken(now + 3600),
      expires_at: String(now + 3600),
      expires_in: '3600',
      refresh_token: 'refresh-token',
      token_type: 'bearer',
      type: 'recovery',
    });
    vi.stubGlobal('location', new URL(`http://localhost/admin#${hash}`));
    const replaced = vi.spyOn(history, 'replaceState');
    await openPage();
    const landed = await load();
    expect(landed, 'loads again at the address without the fragment').toBeInstanceOf(Response);
    expect((landed as Response).headers.get('location')).toBe('/admin');
    expect(replaced.mock.calls.at(-1)?.[2], 'the address keeps no token').toBe('/admin');
    expect(await load()).toEqual({
      kind: 'set-password',
      email: STAFF.email,
      reason: 'recovery',
    });
    // Until it is set, the inbox waits.
    expect(await load('?view=all')).toMatchObject({ kind: 'set-password', reason: 'recovery' });
    replaced.mockRestore();
  });

  it('says a used or expired link is so, on the sign-in form', async () => {
    backend();
    vi.stubGlobal(
      'location',
      new URL(
        'http://localhost/admin#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
      ),
    );
    await openPage();
    expect(await load()).toBeInstanceOf(Response);
    expect(await load()).toEqual({
      kind: 'signed-out',
      notice:
        'That link has expired or was used already. For a new one, use “Forgot password?” on the sign-in form.',
      forgot: false,
    });
  });

  it('checks the new password here first, words what Auth refuses, and says when it changed', async () => {
    const server = backend();
    await openPage();
    await act({ intent: 'sign-in', ...STAFF });
    expect(await load('?account=password')).toEqual({
      kind: 'set-password',
      email: STAFF.email,
      reason: 'change',
    });
    const calls = server.calls.length;
    expect(await act({ intent: 'set-password', password: 'short', confirm: 'short' })).toEqual({
      revalidate: false,
      passwordError: 'The new password needs at least 10 characters.',
    });
    expect(
      await act({ intent: 'set-password', password: 'long enough one', confirm: 'long enough 1' }),
    ).toEqual({
      revalidate: false,
      passwordError: 'The two passwords are not the same. Type the new one twice.',
    });
    expect(server.calls.length, 'nothing sent for either').toBe(calls);
    expect(
      await act({ intent: 'set-password', password: STAFF.password, confirm: STAFF.password }),
    ).toEqual({
      revalidate: false,
      passwordError: 'That is your current password. Choose a different one.',
    });
    const changed = await act({
      intent: 'set-password',
      password: 'a new long password',
      confirm: 'a new long password',
    });
    expect(changed).toBeInstanceOf(Response);
    expect((changed as Response).headers.get('location')).toBe('/admin');
    expect(server.calls).toContain('PUT /auth/v1/user');
    expect(await load()).toMatchObject({
      kind: 'inbox',
      notice: {
        tone: 'success',
        text: 'Your password was changed. Any other device signed in with this account was signed out.',
      },
    });
  });
});
