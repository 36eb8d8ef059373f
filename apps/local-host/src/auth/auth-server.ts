/**
 * The subset of Supabase Auth (GoTrue) that `@supabase/auth-js` uses for e-mail + password sign-in, so the site's
 * /admin code signs in against the embedded host exactly as against a hosted project:
 * POST /token?grant_type=password|refresh_token, GET /user, POST /logout, GET /.well-known/jwks.json, and password
 * recovery: POST /recover, GET /verify (recovery.ts) and PUT /user (a new password ends the user's other sessions).
 * Every failure is a 4xx with GoTrue's error code: auth-js treats a 5xx as a network error and keeps retrying.
 */
import type { PGlite } from '@electric-sql/pglite';
import { Hono, type Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import {
  type AccessTokenVerifier,
  type AllowedOrigins,
  API_HEADERS,
  bearerToken,
  corsPolicy,
  jsonReply,
  readBodyWithLimit,
} from '@agency/supabase/handlers';
import {
  createSession,
  endSessions,
  findAccount,
  findAccountByEmail,
  rotateRefreshToken,
  sessionExists,
  setPassword,
  userJson,
  type AccountRow,
} from './accounts.ts';
import type { KeyPair } from './key-pair.ts';
import { verifyPassword } from './passwords.ts';
import type { Recovery } from './recovery.ts';
import { STAFF_PASSWORD_MIN_LENGTH } from '@agency/supabase/inbox';
import { createSignInLimiter, type SignInLimits } from './rate-limit.ts';

export const AUTH_PREFIX = '/auth/v1';
/** Seconds an access token lives (supabase/config.toml `jwt_expiry`). */
export const ACCESS_TOKEN_SECONDS = 3600;
const MAX_BODY_BYTES = 4096;
/** Sign-in attempts per client address, and the delay per e-mail address after failures in a row (rate-limit.ts). */
export const SIGN_IN_LIMITS: SignInLimits = {
  perClient: { limit: 30, windowSeconds: 300 },
  perAccount: { freeFailures: 5, firstDelaySeconds: 1, maxDelaySeconds: 60 },
};
// Responses carry the API version so auth-js reads `code` as the error code.
const AUTH_HEADERS = { ...API_HEADERS, 'X-Supabase-Api-Version': '2024-01-01' };
const PREFLIGHT = {
  methods: 'GET, POST, PUT, OPTIONS',
  headers: 'authorization, x-client-info, apikey, content-type, x-supabase-api-version',
};
const ENDPOINTS = ['/token', '/user', '/logout', '/recover', '/verify', '/.well-known/jwks.json'];
/** The longest password accepted (scrypt hashes anything, but a megabyte of it is no password). */
const MAX_PASSWORD_LENGTH = 1024;
// A valid scrypt record of a random password nobody knows; keeps the timing of unknown addresses honest.
const DUMMY_HASH =
  'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

export interface LocalAuthOptions {
  database: PGlite;
  keys: KeyPair;
  /** The host's one verifier of its tokens (key-pair.ts), shared with the admin function. */
  verifyAccessToken: AccessTokenVerifier;
  /** The issuer, `<origin>/auth/v1`; read per request because the port is known only after listen. */
  issuer: () => string;
  allowedOrigins?: AllowedOrigins;
  /** Recovery e-mails and their links (recovery.ts). */
  recovery: Recovery;
  now?: () => number;
}

/** What the host tells the Auth routes about a request: the client address the sign-in limits count. */
export interface AuthEnv {
  Variables: { clientAddress?: string | null };
}

const reply = (status: number, body: unknown, extra: Record<string, string> = {}) =>
  jsonReply(status, body, { ...AUTH_HEADERS, ...extra });

/** Ends the request with GoTrue's error answer. */
function fail(
  status: number,
  code: string,
  msg: string,
  headers: Record<string, string> = {},
): never {
  const res = reply(status, { code, error_code: code, msg }, headers);
  throw new HTTPException(status as ContentfulStatusCode, { res });
}
function invalidCredentials(): never {
  fail(400, 'invalid_credentials', 'Invalid login credentials');
}
function sessionNotFound(): never {
  fail(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
}

/** The request's JSON object; a field that is not a string reads as ''. */
async function readFields<N extends string>(
  request: Request,
  ...names: N[]
): Promise<Record<N, string>> {
  const body = await readBodyWithLimit(request, MAX_BODY_BYTES);
  if (body.kind === 'too-large') fail(413, 'request_too_large', 'Request body too large');
  if (body.kind === 'invalid') fail(400, 'bad_json', 'Request body is not valid UTF-8');
  if (body.kind !== 'text') fail(400, 'bad_json', 'Request body was not received in full');
  let value: unknown;
  try {
    value = JSON.parse(body.text);
  } catch {
    // answered below
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    fail(400, 'bad_json', 'Could not parse request body as JSON');
  const fields = value as Record<string, unknown>;
  return Object.fromEntries(
    names.map((name) => [name, typeof fields[name] === 'string' ? fields[name] : '']),
  ) as Record<N, string>;
}

/** A session's answer: the access token signed for the account, the refresh token, the user. */
function createSessionIssuer({ keys, issuer }: LocalAuthOptions, now: () => number) {
  return async (
    account: AccountRow,
    sessionId: string,
    refreshToken: string,
    method: 'password' | 'recovery' = 'password',
  ) => {
    const iat = Math.floor(now() / 1000);
    const exp = iat + ACCESS_TOKEN_SECONDS;
    const accessToken = await keys.sign({
      iss: issuer(),
      sub: account.id,
      aud: account.aud,
      exp,
      iat,
      email: account.email,
      phone: '',
      app_metadata: account.raw_app_meta_data,
      user_metadata: account.raw_user_meta_data,
      role: account.role,
      aal: 'aal1',
      amr: [{ method: method === 'recovery' ? 'otp' : 'password', timestamp: iat }],
      session_id: sessionId,
      is_anonymous: false,
    });
    return {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: ACCESS_TOKEN_SECONDS,
      expires_at: exp,
      refresh_token: refreshToken,
      user: userJson(account),
    };
  };
}

/**
 * The account an e-mail and password name, within the sign-in limits (rate-limit.ts). Unknown addresses count as
 * failures and take as long, so that the answers do not tell which accounts exist.
 */
function createPasswordCheck(database: PGlite, now: () => number) {
  const limiter = createSignInLimiter(SIGN_IN_LIMITS, now);
  return async (email: string, password: string, client: string | null) => {
    const account = email.slice(0, 254);
    const decision = limiter.attempt(client ?? 'unknown', account);
    if (!decision.allowed) {
      const seconds = decision.retryAfterSeconds;
      fail(
        429,
        'over_request_rate_limit',
        `Too many sign-in attempts. Try again in ${seconds} seconds.`,
        {
          'Retry-After': String(seconds),
        },
      );
    }
    // Postgres text cannot hold NUL; no stored address has a control character or passes 254 characters.
    const plausible = email.length <= 254 && ![...email].some((char) => char < ' ');
    const found = plausible ? await findAccountByEmail(database, email) : null;
    const valid =
      plausible && (await verifyPassword(password, found?.encrypted_password ?? DUMMY_HASH));
    if (found === null || !valid) {
      limiter.recordFailure(account);
      invalidCredentials();
    }
    limiter.recordSuccess(account);
    return found;
  };
}

/** The grants and the bearer check, on the accounts tables (accounts.ts). */
function createGrants(options: LocalAuthOptions) {
  const { database, verifyAccessToken, now = Date.now } = options;
  const session = createSessionIssuer(options, now);
  const checkPassword = createPasswordCheck(database, now);
  const checkBan = (account: AccountRow) => {
    if (account.banned_until !== null && new Date(account.banned_until).getTime() > now())
      fail(400, 'user_banned', 'User is banned');
  };

  return {
    async password(request: Request, client: string | null) {
      const { email, password } = await readFields(request, 'email', 'password');
      if (email.trim() === '' || password === '')
        fail(400, 'validation_failed', 'An e-mail address and a password are required');
      const found = await checkPassword(email.trim().toLowerCase(), password, client);
      checkBan(found);
      const { sessionId, refreshToken } = await createSession(database, found.id);
      return session((await findAccount(database, found.id)) ?? found, sessionId, refreshToken);
    },

    async refresh(request: Request) {
      const { refresh_token: token } = await readFields(request, 'refresh_token');
      if (token === '') fail(400, 'validation_failed', 'A refresh token is required');
      const rotation = await rotateRefreshToken(database, token);
      if (rotation.kind === 'not-found') sessionNotFound();
      if (rotation.kind === 'already-used')
        fail(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
      const account = (await findAccount(database, rotation.userId)) ?? sessionNotFound();
      checkBan(account);
      return session(account, rotation.sessionId, rotation.refreshToken);
    },

    /** A link's session: the fragment /verify redirects with, as Supabase Auth's implicit flow does. */
    async linkSession(userId: string) {
      const account = await findAccount(database, userId);
      if (account === null) return null;
      const { sessionId, refreshToken } = await createSession(database, account.id);
      return session(account, sessionId, refreshToken, 'recovery');
    },

    /** PUT /user {password}: a new password for the caller; their other sessions end. */
    async updatePassword(request: Request) {
      const { account, sessionId } = await this.authenticate(request);
      const { password } = await readFields(request, 'password');
      if (password.length < STAFF_PASSWORD_MIN_LENGTH || password.length > MAX_PASSWORD_LENGTH)
        fail(
          422,
          'weak_password',
          `Password should be at least ${STAFF_PASSWORD_MIN_LENGTH} characters.`,
        );
      if (await verifyPassword(password, account.encrypted_password))
        fail(422, 'same_password', 'New password should be different from the old password.');
      await setPassword(database, account.id, password, sessionId);
      return userJson((await findAccount(database, account.id)) ?? account);
    },

    /** The caller's verified claims, with a live session and an existing user. */
    async authenticate(request: Request) {
      const token = bearerToken(request.headers.get('authorization'));
      if (token === null)
        fail(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
      const claims = await verifyAccessToken(token);
      if (claims === null)
        fail(
          403,
          'bad_jwt',
          'invalid JWT: unable to parse or verify signature, or token is expired',
        );
      if (!(await sessionExists(database, claims.session_id)))
        fail(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
      const account = await findAccount(database, claims.sub);
      if (account === null)
        fail(403, 'user_not_found', 'User from sub claim in JWT does not exist');
      return { account, sessionId: claims.session_id };
    },
  };
}

/** 405 for another method on an endpoint, 404 elsewhere. */
function notServed(c: Context): never {
  if (ENDPOINTS.includes(c.req.path.slice(AUTH_PREFIX.length)))
    fail(405, 'method_not_allowed', `${c.req.method} is not allowed here`);
  fail(404, 'not_found', 'The embedded host serves only sign-in, user, logout and the JWKS');
}

/** Where an e-mail link lands: the session in the fragment, as Supabase Auth puts it, or why there is none. */
function linkFragment(
  started: Awaited<ReturnType<ReturnType<typeof createGrants>['linkSession']>> | null,
  type: string,
): URLSearchParams {
  return new URLSearchParams(
    started === null
      ? {
          error: 'access_denied',
          error_code: 'otp_expired',
          error_description: 'Email link is invalid or has expired',
        }
      : {
          access_token: started.access_token,
          expires_at: String(started.expires_at),
          expires_in: String(started.expires_in),
          refresh_token: started.refresh_token,
          token_type: 'bearer',
          type,
        },
  );
}

/** The Auth routes under `/auth/v1`, for the host to mount. */
export function createLocalAuth(options: LocalAuthOptions): Hono<AuthEnv> {
  const grants = createGrants(options);
  const app = new Hono<AuthEnv>().basePath(AUTH_PREFIX);
  app.use(corsPolicy(options.allowedOrigins ?? '*', PREFLIGHT));
  app.get('/.well-known/jwks.json', () =>
    reply(200, options.keys.jwks, { 'Cache-Control': 'public, max-age=600' }),
  );
  app.post('/token', async (c) => {
    const grantType = c.req.query('grant_type');
    if (grantType === 'password')
      return reply(200, await grants.password(c.req.raw, c.get('clientAddress') ?? null));
    if (grantType === 'refresh_token') return reply(200, await grants.refresh(c.req.raw));
    fail(400, 'unsupported_grant_type', 'Only the password and refresh_token grants are supported');
  });
  app.get('/user', async (c) => {
    if (c.req.method === 'HEAD') notServed(c);
    return reply(200, userJson((await grants.authenticate(c.req.raw)).account));
  });
  app.put('/user', async (c) => reply(200, await grants.updatePassword(c.req.raw)));
  app.post('/recover', async (c) => {
    const { email } = await readFields(c.req.raw, 'email');
    if (email.trim() === '') fail(400, 'validation_failed', 'An e-mail address is required');
    const wait = await options.recovery.request(
      email,
      c.req.query('redirect_to') ?? null,
      c.get('clientAddress') ?? null,
    );
    if (wait > 0)
      fail(
        429,
        'over_email_send_rate_limit',
        `For security purposes, you can only request this after ${wait} seconds.`,
        { 'Retry-After': String(wait) },
      );
    return reply(200, {});
  });
  app.get('/verify', async (c) => {
    if (c.req.method === 'HEAD') notServed(c);
    const target = options.recovery.redirectTarget(c.req.query('redirect_to') ?? null);
    const type = c.req.query('type');
    const userId =
      type === 'recovery' || type === 'invite'
        ? await options.recovery.redeem(c.req.query('token') ?? '', type)
        : null;
    const started = userId === null ? null : await grants.linkSession(userId);
    const fragment = linkFragment(started, type ?? 'recovery');
    return new Response(null, {
      status: 303,
      headers: { Location: `${target}#${fragment}`, 'Cache-Control': 'no-store' },
    });
  });
  app.post('/logout', async (c) => {
    const scope = c.req.query('scope') ?? 'global';
    if (scope !== 'global' && scope !== 'local' && scope !== 'others')
      fail(400, 'validation_failed', 'scope must be global, local or others');
    const { account, sessionId } = await grants.authenticate(c.req.raw);
    await endSessions(options.database, account.id, sessionId, scope);
    return reply(204, null);
  });
  app.all('*', notServed);
  app.onError((error) => {
    if (error instanceof HTTPException) return error.getResponse();
    throw error;
  });
  return app;
}
