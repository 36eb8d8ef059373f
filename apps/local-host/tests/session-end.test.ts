/**
 * Sign-out ends inbox access at once: the access token of an ended session (global sign-out, or a refresh token
 * reused, which ends the session) is refused by admin-submissions although it has not expired. Driven by the real
 * `@supabase/auth-js` against the embedded host.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GoTrueClient } from '@supabase/auth-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@agency/supabase/handlers';
import { loadKeyPair } from '../src/auth/key-pair.ts';
import { startServer, type RunningServer } from '../src/server.ts';
import { sendEnquiry } from './enquiry.ts';

const STAFF = { email: 'staff@agency.example', password: 'staff password 1' };
let root: string;
let server: RunningServer;
let submissionId: string;

function authClient() {
  const items = new Map<string, string>();
  return new GoTrueClient({
    url: `${server.url}/auth/v1`,
    headers: { apikey: 'local-anon-key' },
    storage: {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    },
    storageKey: 'session-end-test',
    autoRefreshToken: false,
    persistSession: true,
    detectSessionInUrl: false,
  });
}

async function signIn() {
  const client = authClient();
  const { data, error } = await client.signInWithPassword(STAFF);
  expect(error).toBeNull();
  return { client, session: data.session! };
}

/** Every kind of inbox call: list, detail, PATCH, CSV and DELETE; resolves with their statuses and bodies. */
async function everyCall(token: string) {
  const base = `${server.url}/functions/v1/admin-submissions`;
  const calls: [string, RequestInit][] = [
    ['?view=all', {}],
    [`?id=${submissionId}`, {}],
    [`?id=${submissionId}`, { method: 'PATCH', body: '{"read":true}' }],
    ['?format=csv&view=all', {}],
    [`?id=${submissionId}`, { method: 'DELETE' }],
  ];
  const answers: { status: number; body: string }[] = [];
  for (const [query, init] of calls) {
    const response = await fetch(`${base}${query}`, {
      ...init,
      headers: {
        Authorization: `Bearer ${token}`,
        ...(init.body ? { 'Content-Type': 'application/json' } : {}),
      },
    });
    answers.push({ status: response.status, body: await response.text() });
  }
  return answers;
}

const ENDED = {
  status: 401,
  body: JSON.stringify({ error: ADMIN_MESSAGES.signInAgain, code: 'session_ended' }),
};

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'local-host-session-end-'));
  server = await startServer({
    port: 0,
    clientDir: join(root, 'no-site-build'),
    dataDir: join(root, 'data'),
    staff: STAFF,
    print: () => undefined,
  });
  const outcome = await sendEnquiry(server.url, {
    name: 'Session Visitor',
    email: 'session@example.com',
    message: 'Still there after sign-out?',
  });
  expect(outcome).toEqual({ status: 'success' });
  const { rows } = await server.database.query<{ id: string }>(
    'select id from public.contact_submissions',
  );
  submissionId = rows[0]!.id;
});

afterAll(async () => {
  await server?.close();
  await rm(root, { recursive: true, force: true });
});

describe('an access token whose session has ended', () => {
  it('is refused with 401 on list, detail, PATCH, CSV and DELETE after a global sign-out', async () => {
    const { client, session } = await signIn();
    const before = await everyCall(session.access_token);
    // The DELETE of the live session really erases the row; put it back for the calls after sign-out.
    expect(before.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    await restoreSubmission();

    const { error } = await client.signOut({ scope: 'global' });
    expect(error).toBeNull();
    expect(await everyCall(session.access_token)).toEqual(Array(5).fill(ENDED));
    expect(await submissionCount()).toBe(1);
  });

  it('is refused with 401 everywhere after its refresh token is reused late (the session is ended)', async () => {
    const { session } = await signIn();
    const refresh = (token: string) =>
      fetch(`${server.url}/auth/v1/token?grant_type=refresh_token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ refresh_token: token }),
      });
    const rotated = (await (await refresh(session.refresh_token)).json()) as {
      access_token: string;
    };
    // Past the reuse interval (two tabs refreshing at once are forgiven for 10 s), as a leaked token would be.
    await server.database.query(
      `update auth.refresh_tokens set updated_at = now() - interval '1 minute' where revoked`,
    );
    expect((await refresh(session.refresh_token)).status).toBe(400);
    for (const token of [session.access_token, rotated.access_token])
      expect(await everyCall(token)).toEqual(Array(5).fill(ENDED));
    expect(await submissionCount()).toBe(1);
  });

  it('refuses a token signed by the host without exp, or without a session_id', async () => {
    const { session } = await signIn();
    const claims = JSON.parse(
      Buffer.from(session.access_token.split('.')[1]!, 'base64url').toString('utf8'),
    ) as Record<string, unknown>;
    const key = await loadKeyPair(server.dataDir);
    const { exp: _exp, ...withoutExp } = claims;
    const { session_id: _session, ...withoutSession } = claims;
    const list = await fetch(`${server.url}/functions/v1/admin-submissions?view=all`, {
      headers: { Authorization: `Bearer ${await key.sign(claims)}` },
    });
    expect(list.status).toBe(200);
    expect(await everyCall(await key.sign(withoutExp))).toEqual(Array(5).fill(ENDED));
    expect(await everyCall(await key.sign(withoutSession))).toEqual(Array(5).fill(ENDED));
  });
});

async function submissionCount(): Promise<number> {
  const { rows } = await server.database.query<{ n: number }>(
    'select count(*)::int as n from public.contact_submissions where id = $1',
    [submissionId],
  );
  return rows[0]!.n;
}

async function restoreSubmission() {
  await server.database.query(
    `insert into public.contact_submissions (id, name, email, message)
     values ($1, 'Session Visitor', 'session@example.com', 'Still there after sign-out?')`,
    [submissionId],
  );
}
