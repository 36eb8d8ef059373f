/**
 * Password recovery and change on the embedded host, driven by the real `@supabase/auth-js` (the client /admin uses):
 * resetPasswordForEmail → the e-mailed link (GET /verify) → a session in the redirect's fragment → updateUser with a
 * new password, which ends the account's other sessions. And what /recover must not do: say whether an address exists,
 * or send without limit.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GoTrueClient } from '@supabase/auth-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECOVER_LIMITS } from '../src/auth/recovery.ts';
import { startServer, type RunningServer } from '../src/server.ts';
import { rawRequest } from './http-client.ts';

const STAFF = { email: 'desk@agency.example', password: 'the first password' };
let root: string;
let server: RunningServer;
let clients = 0;

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

/** An auth-js client from an address of its own (the host trusts one proxy), so the per-client limit stays apart. */
function authClient(client = `198.51.100.${(clients += 1)}`) {
  return new GoTrueClient({
    url: `${server.url}/auth/v1`,
    headers: { apikey: 'local-anon-key', 'x-forwarded-for': client },
    storage: memoryStorage(),
    storageKey: `test-${Math.random()}`,
    autoRefreshToken: false,
    persistSession: true,
    detectSessionInUrl: false,
  });
}

const mailDir = () => join(root, 'data', 'outbox', 'staff');

async function mails(): Promise<{ to: string; subject: string; text: string; kind: string }[]> {
  const files = await readdir(mailDir()).catch(() => [] as string[]);
  return Promise.all(
    files
      .filter((file) => file.endsWith('.json'))
      .sort()
      .map(async (file) => JSON.parse(await readFile(join(mailDir(), file), 'utf8'))),
  );
}

/** The e-mails once `count` are there (they are written just after /recover answers). */
async function mailsWhen(count: number) {
  for (let tries = 0; tries < 100; tries += 1) {
    const found = await mails();
    if (found.length >= count) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return mails();
}

const linkIn = (text: string) => /^(http:\/\/\S+\/auth\/v1\/verify\?\S+)$/m.exec(text)?.[1] ?? '';

/** Follows the e-mailed link as a browser would, up to its redirect; answers where it leads. */
async function open(link: string): Promise<URL> {
  const response = await fetch(link, { redirect: 'manual' });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location') ?? '');
}

const fragment = (url: URL) => Object.fromEntries(new URLSearchParams(url.hash.slice(1)));

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'local-host-recovery-'));
  server = await startServer({
    port: 0,
    clientDir: join(root, 'no-site-build'),
    dataDir: join(root, 'data'),
    staff: STAFF,
    trustedProxyHops: 1,
    print: () => undefined,
  });
});

afterAll(async () => {
  await server?.close();
  await rm(root, { recursive: true, force: true });
});

describe('password recovery with auth-js against the embedded host', () => {
  it('e-mails a link that signs in once, then sets a new password that ends the other sessions', async () => {
    // A session on another device, before the reset.
    const otherDevice = authClient();
    const before = await otherDevice.signInWithPassword(STAFF);
    expect(before.error).toBeNull();

    const auth = authClient();
    const asked = await auth.resetPasswordForEmail(STAFF.email, {
      redirectTo: `${server.url}/admin`,
    });
    expect(asked.error).toBeNull();
    const [mail] = await mailsWhen(1);
    expect(mail).toMatchObject({ to: STAFF.email, kind: 'recovery' });
    expect(mail!.text).toContain('within an hour');
    const link = linkIn(mail!.text);
    expect(new URL(link).searchParams.get('type')).toBe('recovery');

    const landed = await open(link);
    expect(`${landed.origin}${landed.pathname}`).toBe(`${server.url}/admin`);
    const tokens = fragment(landed);
    expect(tokens).toMatchObject({ token_type: 'bearer', type: 'recovery', expires_in: '3600' });

    const { error: sessionError } = await auth.setSession({
      access_token: tokens.access_token!,
      refresh_token: tokens.refresh_token!,
    });
    expect(sessionError).toBeNull();
    const updated = await auth.updateUser({ password: 'a brand new password' });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.email).toBe(STAFF.email);

    // The link worked once.
    expect(fragment(await open(link))).toMatchObject({
      error: 'access_denied',
      error_code: 'otp_expired',
    });
    // The new password signs in, the old one no longer does.
    expect((await authClient().signInWithPassword(STAFF)).error?.code).toBe('invalid_credentials');
    const fresh = await authClient().signInWithPassword({
      email: STAFF.email,
      password: 'a brand new password',
    });
    expect(fresh.error).toBeNull();
    // The other device's session ended: its refresh token is gone. The session that changed it stays.
    const refreshed = await otherDevice.refreshSession();
    expect(refreshed.error?.code).toBe('refresh_token_not_found');
    expect((await auth.getUser()).error).toBeNull();
    STAFF.password = 'a brand new password';
  });

  it('refuses a short password, or the same one, in words, changing nothing', async () => {
    const auth = authClient();
    expect((await auth.signInWithPassword(STAFF)).error).toBeNull();
    const short = await auth.updateUser({ password: 'short' });
    expect(short.error?.code).toBe('weak_password');
    expect(short.error?.status).toBe(422);
    const same = await auth.updateUser({ password: STAFF.password });
    expect(same.error?.code).toBe('same_password');
    expect((await authClient().signInWithPassword(STAFF)).error).toBeNull();
  });

  it('answers the same for an address that has no account, and e-mails nobody', async () => {
    const sent = (await mails()).length;
    const unknown = await authClient().resetPasswordForEmail('nobody@agency.example');
    expect(unknown).toEqual({ data: {}, error: null });
    const raw = await rawRequest(server.url, '/auth/v1/recover', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
      body: JSON.stringify({ email: 'someone.else@agency.example' }),
    });
    expect(raw.status).toBe(200);
    expect(raw.body.toString('utf8')).toBe('{}');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await mails()).toHaveLength(sent);
  });

  it('sends one e-mail a minute per address, and limits each client whatever the address', async () => {
    const sent = (await mailsWhen(1)).length;
    const client = '203.0.113.77';
    const answers: number[] = [];
    for (let index = 0; index < RECOVER_LIMITS.perClient.limit + 1; index += 1) {
      const { error } = await authClient(client).resetPasswordForEmail(
        index % 2 === 0 ? 'Desk@Agency.example' : `unknown${index}@agency.example`,
      );
      answers.push(error?.status ?? 200);
    }
    expect(answers.slice(0, RECOVER_LIMITS.perClient.limit).every((status) => status === 200)).toBe(
      true,
    );
    expect(answers.at(-1)).toBe(429);
    const limited = await rawRequest(server.url, '/auth/v1/recover', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-forwarded-for': client },
      body: JSON.stringify({ email: 'nobody@agency.example' }),
    });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(JSON.parse(limited.body.toString('utf8'))).toMatchObject({
      code: 'over_email_send_rate_limit',
    });
    // The address had its e-mail less than a minute ago (the first test): none more went out.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await mails()).toHaveLength(sent);
  });

  it('leads only back to this host: a foreign redirect goes to /admin, a bad link says it expired', async () => {
    const response = await fetch(
      `${server.url}/auth/v1/verify?token=made-up&type=recovery&redirect_to=${encodeURIComponent('https://evil.example/steal')}`,
      { redirect: 'manual' },
    );
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(`${server.url}/admin`);
    expect(fragment(location)).toMatchObject({ error_code: 'otp_expired' });
  });

  it("an owner's invitation e-mails a link to choose a password; the invitee joins as a member", async () => {
    const owner = authClient();
    const signedIn = await owner.signInWithPassword(STAFF);
    expect(signedIn.error).toBeNull();
    const token = signedIn.data.session!.access_token;
    const admin = (query: string, init: RequestInit = {}) =>
      fetch(`${server.url}/functions/v1/admin-submissions${query}`, {
        ...init,
        headers: {
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/json',
          Origin: server.url,
        },
      });
    const before = (await mails()).length;
    const invited = await admin('?action=invite', {
      method: 'POST',
      body: JSON.stringify({ email: 'New.Colleague@agency.example' }),
    });
    expect(invited.status).toBe(200);
    expect(await invited.json()).toMatchObject({ invited: 'invited' });
    const mail = (await mailsWhen(before + 1)).at(-1)!;
    expect(mail).toMatchObject({ to: 'new.colleague@agency.example', kind: 'invite' });
    const landed = await open(linkIn(mail.text));
    expect(`${landed.origin}${landed.pathname}`).toBe(`${server.url}/admin`);
    const tokens = fragment(landed);
    expect(tokens.type).toBe('invite');

    const invitee = authClient();
    await invitee.setSession({
      access_token: tokens.access_token!,
      refresh_token: tokens.refresh_token!,
    });
    expect((await invitee.updateUser({ password: 'my own new password' })).error).toBeNull();
    const fresh = await authClient().signInWithPassword({
      email: 'new.colleague@agency.example',
      password: 'my own new password',
    });
    expect(fresh.error).toBeNull();
    const list = (await (await admin('?staff=list')).json()) as {
      staff: { email: string; role: string }[];
    };
    expect(list.staff).toContainEqual(
      expect.objectContaining({ email: 'new.colleague@agency.example', role: 'member' }),
    );
    expect(list.staff).toContainEqual(
      expect.objectContaining({ email: STAFF.email, role: 'owner' }),
    );
  });
});
