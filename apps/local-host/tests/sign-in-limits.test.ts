/**
 * Sign-in limits on the embedded host, on a fake clock: wrong passwords slow an account down but never lock its owner
 * out for long, and one client spraying passwords over many accounts is capped. Driven through the real auth-js
 * client (its fetch goes straight to the handler) where what it reads matters.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { GoTrueClient } from '@supabase/auth-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLocalDatabase } from '@agency/supabase/pglite';
import { upsertAccount } from '../src/auth/accounts.ts';
import { Hono } from 'hono';
import { createLocalAuth, SIGN_IN_LIMITS, type AuthEnv } from '../src/auth/auth-server.ts';
import { loadKeyPair } from '../src/auth/key-pair.ts';
import { createRecovery, openStaffMailbox } from '../src/auth/recovery.ts';

const ORIGIN = 'http://127.0.0.1:4173';
const PASSWORD = 'the right password';
let root: string;
let db: PGlite;
let auth: (request: Request, context: { clientAddress: string }) => Promise<Response>;
let clock = Date.UTC(2026, 10, 27, 12);
let accountSequence = 0;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'local-host-sign-in-limits-'));
  db = await openLocalDatabase();
  const keys = await loadKeyPair(root);
  const issuer = () => `${ORIGIN}/auth/v1`;
  const routes = createLocalAuth({
    database: db,
    keys,
    verifyAccessToken: keys.verifier(issuer, () => clock),
    issuer,
    now: () => clock,
    recovery: createRecovery({
      database: db,
      mailbox: openStaffMailbox(join(root, 'outbox'), () => undefined),
      origin: () => ORIGIN,
      print: () => undefined,
      now: () => clock,
    }),
  });
  // As the host mounts the routes: the client address the sign-in limits count comes from the host.
  const host = new Hono<AuthEnv & { Bindings: { clientAddress: string } }>();
  host.use(async (c, next) => {
    c.set('clientAddress', c.env.clientAddress);
    await next();
  });
  host.route('/', routes);
  auth = async (request, context) => host.fetch(request, context);
});

afterAll(async () => {
  await db?.close();
  await rm(root, { recursive: true, force: true });
});

async function newAccount(): Promise<string> {
  accountSequence += 1;
  const email = `owner${accountSequence}@agency.example`;
  await upsertAccount(db, email, PASSWORD);
  return email;
}

/** Each account's owner (and guesser) comes from an address of its own, so the per-client cap stays out of the way. */
const clientOf = (email: string) => `192.0.2.${/(\d+)@/.exec(email)?.[1] ?? '0'}`;

async function signIn(email: string, password: string, client = clientOf(email)) {
  const response = await auth(
    new Request(`${ORIGIN}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    }),
    { clientAddress: client },
  );
  const body = (await response.json()) as { code?: string; access_token?: string };
  return {
    status: response.status,
    code: body.code,
    retryAfter: Number(response.headers.get('retry-after') ?? 0),
  };
}

/** Sends `count` wrong passwords, waiting out each delay as a patient guesser would; returns the delays met. */
async function failTimes(email: string, count: number): Promise<number[]> {
  const delays: number[] = [];
  let failed = 0;
  while (failed < count) {
    const answer = await signIn(email, 'a wrong guess');
    if (answer.status === 429) {
      delays.push(answer.retryAfter);
      clock += answer.retryAfter * 1000;
    } else {
      expect(answer.status).toBe(400);
      failed += 1;
    }
  }
  return delays;
}

describe('wrong passwords for one account', () => {
  it('after 10 of them the owner waits out the delay and signs in with the right password', async () => {
    const email = await newAccount();
    await failTimes(email, 10);
    const early = await signIn(email, PASSWORD);
    expect(early).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    expect(early.retryAfter).toBeGreaterThan(0);
    expect(early.retryAfter).toBeLessThanOrEqual(SIGN_IN_LIMITS.perAccount.maxDelaySeconds);
    clock += early.retryAfter * 1000;
    expect(await signIn(email, PASSWORD)).toMatchObject({ status: 200 });
    // A success starts the count again: the next wrong password is checked at once.
    expect(await signIn(email, 'a wrong guess')).toMatchObject({ status: 400 });
  });

  it('are free up to 5 in a row, then each waits 1, 2, 4, … seconds, never more than 60', async () => {
    const email = await newAccount();
    expect(await failTimes(email, 15)).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60, 60]);
  });

  it('cannot keep the owner out: each wait ends, and the right password then signs in', async () => {
    const email = await newAccount();
    for (let round = 0; round < 2; round += 1) {
      await failTimes(email, 12);
      const answer = await signIn(email, PASSWORD);
      expect(answer.retryAfter).toBeLessThanOrEqual(60);
      clock += answer.retryAfter * 1000;
      expect(await signIn(email, PASSWORD)).toMatchObject({ status: 200 });
    }
  });

  it('sent all at once, only the free ones are checked', async () => {
    const email = await newAccount();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => signIn(email, 'a wrong guess')),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([
      ...Array(SIGN_IN_LIMITS.perAccount.freeFailures).fill(400),
      ...Array(20 - SIGN_IN_LIMITS.perAccount.freeFailures).fill(429),
    ]);
  });

  it('give auth-js a 429 with over_request_rate_limit, which it reports as such (not as a network error)', async () => {
    const email = await newAccount();
    await failTimes(email, 5);
    const items = new Map<string, string>();
    const client = new GoTrueClient({
      url: `${ORIGIN}/auth/v1`,
      storage: {
        getItem: (key: string) => items.get(key) ?? null,
        setItem: (key: string, value: string) => void items.set(key, value),
        removeItem: (key: string) => void items.delete(key),
      },
      autoRefreshToken: false,
      persistSession: false,
      detectSessionInUrl: false,
      fetch: (input, init) => auth(new Request(input, init), { clientAddress: clientOf(email) }),
    });
    const { error } = await client.signInWithPassword({ email, password: PASSWORD });
    expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  });
});

describe('one client spraying passwords over many accounts', () => {
  it('is capped by the per-client limit, while another client still signs in', async () => {
    const { limit, windowSeconds } = SIGN_IN_LIMITS.perClient;
    const sprayer = '198.51.100.66';
    const statuses: number[] = [];
    for (let index = 0; index < limit + 10; index += 1)
      statuses.push(
        (await signIn(`sprayed${index}@agency.example`, 'Spring2026!', sprayer)).status,
      );
    expect(statuses).toEqual([...Array(limit).fill(400), ...Array(10).fill(429)]);

    const owner = await newAccount();
    expect(await signIn(owner, PASSWORD, '203.0.113.5')).toMatchObject({ status: 200 });
    clock += windowSeconds * 1000;
    expect(await signIn('sprayed-later@agency.example', 'Spring2026!', sprayer)).toMatchObject({
      status: 400,
    });
  });
});
