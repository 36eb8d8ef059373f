/**
 * The embedded host's sign-in subset, driven by the real `@supabase/auth-js` (the client /admin uses), so the subset
 * cannot drift from what the client expects of Supabase Auth.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GoTrueClient } from '@supabase/auth-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_LIMITS } from '../src/auth/auth-server.ts';
import { startServer, type RunningServer } from '../src/server.ts';
import { rawRequest } from './http-client.ts';

const STAFF = { email: 'Staff.Member@Agency.example', password: 'correct horse battery staple' };
let root: string;
let server: RunningServer;
const printed: string[] = [];

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

function authClient() {
  return new GoTrueClient({
    url: `${server.url}/auth/v1`,
    headers: { apikey: 'local-anon-key' },
    storage: memoryStorage(),
    storageKey: `test-${Math.random()}`,
    autoRefreshToken: false,
    persistSession: true,
    detectSessionInUrl: false,
  });
}

function post(path: string, body: string, headers: Record<string, string> = {}) {
  return rawRequest(server.url, path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body,
  });
}

const bodyOf = (response: { body: Buffer }) =>
  JSON.parse(response.body.toString('utf8')) as Record<string, unknown>;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'local-host-auth-'));
  server = await startServer({
    port: 0,
    clientDir: join(root, 'no-site-build'),
    dataDir: join(root, 'data'),
    staff: STAFF,
    // These tests tell clients apart by x-forwarded-for, as one trusted proxy in front would.
    trustedProxyHops: 1,
    print: (line) => printed.push(line),
  });
});

afterAll(async () => {
  await server?.close();
  await rm(root, { recursive: true, force: true });
});

describe('auth-js against the embedded host', () => {
  it('signs in, reads the user, verifies the claims with the JWKS, refreshes with a rotated token and signs out', async () => {
    const auth = authClient();
    const signIn = await auth.signInWithPassword({ email: STAFF.email, password: STAFF.password });
    expect(signIn.error).toBeNull();
    const session = signIn.data.session!;
    expect(session.token_type).toBe('bearer');
    expect(session.expires_in).toBe(3600);
    expect(signIn.data.user?.email).toBe('staff.member@agency.example');

    const user = await auth.getUser();
    expect(user.error).toBeNull();
    expect(user.data.user).toMatchObject({
      email: 'staff.member@agency.example',
      aud: 'authenticated',
      role: 'authenticated',
    });

    const claims = await auth.getClaims();
    expect(claims.error).toBeNull();
    expect(claims.data?.header).toMatchObject({ alg: 'ES256', kid: expect.any(String) });
    expect(claims.data?.claims).toMatchObject({
      iss: `${server.url}/auth/v1`,
      sub: user.data.user?.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: 'staff.member@agency.example',
      session_id: expect.any(String),
    });

    const refreshed = await auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).not.toBe(session.refresh_token);
    expect(refreshed.data.session?.user.id).toBe(user.data.user?.id);
    // The old refresh token was rotated away.
    const reused = await post(
      '/auth/v1/token?grant_type=refresh_token',
      JSON.stringify({ refresh_token: session.refresh_token }),
    );
    expect(reused.status).toBe(400);
    expect(bodyOf(reused).code).toBe('refresh_token_already_used');

    const newSession = refreshed.data.session!;
    expect((await auth.signOut()).error).toBeNull();
    expect((await auth.getSession()).data.session).toBeNull();
    // The session is gone on the server too: its access token no longer reads the user and its refresh token is dead.
    const afterSignOut = await authClient().getUser(newSession.access_token);
    expect(afterSignOut.data.user).toBeNull();
    expect(afterSignOut.error).not.toBeNull();
    const deadRefresh = await post(
      '/auth/v1/token?grant_type=refresh_token',
      JSON.stringify({ refresh_token: newSession.refresh_token }),
    );
    expect(deadRefresh.status).toBe(400);
    expect(bodyOf(deadRefresh).code).toBe('refresh_token_not_found');
  });

  it('answers a wrong password and an unknown address with 400 invalid_credentials', async () => {
    for (const credentials of [
      { email: STAFF.email, password: 'not the password' },
      { email: 'nobody@agency.example', password: STAFF.password },
    ]) {
      const { data, error } = await authClient().signInWithPassword(credentials);
      expect(data.session).toBeNull();
      expect(error?.status).toBe(400);
      expect(error?.code).toBe('invalid_credentials');
      expect(error?.message).toBe('Invalid login credentials');
    }
  });

  it('rejects a token it did not sign', async () => {
    const { data } = await authClient().signInWithPassword(STAFF);
    const [header, payload] = data.session!.access_token.split('.') as [string, string];
    const forgedPayload = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload, 'base64url').toString()),
        email: 'boss@agency.example',
      }),
    ).toString('base64url');
    const forged = `${header}.${forgedPayload}.${'A'.repeat(86)}`;
    const claims = await authClient().getClaims(forged);
    expect(claims.data).toBeNull();
    expect(claims.error?.message).toMatch(/signature/i);
    const user = await rawRequest(server.url, '/auth/v1/user', {
      headers: { Authorization: `Bearer ${forged}` },
    });
    expect(user.status).toBe(403);
    expect(bodyOf(user).code).toBe('bad_jwt');
  });
});

describe('the sign-in subset over raw HTTP', () => {
  it('serves the public key set', async () => {
    const response = await rawRequest(server.url, '/auth/v1/.well-known/jwks.json');
    expect(response.status).toBe(200);
    const { keys } = bodyOf(response) as { keys: Record<string, unknown>[] };
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(keys[0]).not.toHaveProperty('d');
  });

  it.each([
    ['malformed JSON', '/auth/v1/token?grant_type=password', '{"email":', 400, 'bad_json'],
    ['a JSON array', '/auth/v1/token?grant_type=password', '[]', 400, 'bad_json'],
    [
      'no password',
      '/auth/v1/token?grant_type=password',
      '{"email":"a@b.co"}',
      400,
      'validation_failed',
    ],
    [
      'an e-mail with a NUL byte',
      '/auth/v1/token?grant_type=password',
      '{"email":"a\\u0000@b.co","password":"x"}',
      400,
      'invalid_credentials',
    ],
    [
      'numbers instead of strings',
      '/auth/v1/token?grant_type=password',
      '{"email":1,"password":2}',
      400,
      'validation_failed',
    ],
    [
      'an unknown grant',
      '/auth/v1/token?grant_type=client_credentials',
      '{}',
      400,
      'unsupported_grant_type',
    ],
    [
      'an unknown refresh token',
      '/auth/v1/token?grant_type=refresh_token',
      '{"refresh_token":"nope"}',
      400,
      'refresh_token_not_found',
    ],
    [
      'an oversized body',
      '/auth/v1/token?grant_type=password',
      JSON.stringify({ email: 'a@b.co', password: 'p'.repeat(10_000) }),
      413,
      'request_too_large',
    ],
    [
      'a sign-up (sign-ups are off)',
      '/auth/v1/signup',
      '{"email":"a@b.co","password":"x"}',
      404,
      'not_found',
    ],
  ])('answers %s with a 4xx and an error code', async (_title, path, body, status, code) => {
    const response = await post(path, body);
    expect(response.status).toBe(status);
    expect(bodyOf(response)).toMatchObject({ code });
  });

  it('answers /user without a token with 401 and with an unsigned token with 403', async () => {
    expect((await rawRequest(server.url, '/auth/v1/user')).status).toBe(401);
    const garbage = await rawRequest(server.url, '/auth/v1/user', {
      headers: { Authorization: 'Bearer not.a.jwt' },
    });
    expect(garbage.status).toBe(403);
  });

  it('slows sign-in down per e-mail address after failures in a row, with 429 and Retry-After', async () => {
    const email = 'target@agency.example';
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= SIGN_IN_LIMITS.perAccount.freeFailures; attempt += 1) {
      const response = await post(
        '/auth/v1/token?grant_type=password',
        JSON.stringify({ email, password: 'guess' }),
        {
          'X-Forwarded-For': `198.51.100.${attempt}`,
        },
      );
      statuses.push(response.status);
      if (response.status === 429) {
        expect(bodyOf(response).code).toBe('over_request_rate_limit');
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([...Array(SIGN_IN_LIMITS.perAccount.freeFailures).fill(400), 429]);
  });
});
