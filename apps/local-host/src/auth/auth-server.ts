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
import { STAFF_PASSWORD_MIN_LENGTH } from '@agency/supabase/inbox';
import {
  type AccountRow,
  bearerAccount,
  createSession,
  endSessions,
  findAccountByEmail,
  rotateRefreshToken,
  type Session,
  setPassword,
  userJson,
} from './accounts.ts';
import type { KeyPair } from './key-pair.ts';
import { verifyPassword } from './passwords.ts';
import type { Recovery } from './recovery.ts';
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

/** Ends the request with GoTrue's error answer; `retryAfter` seconds for a limit. */
function fail(status: number, code: string, msg: string, retryAfter?: number): never {
  const headers: Record<string, string> = retryAfter ? { 'Retry-After': String(retryAfter) } : {};
  const res = reply(status, { code, error_code: code, msg }, headers);
  throw new HTTPException(status as ContentfulStatusCode, { res });
}

/** The request's JSON object; a field that is not a string reads as ''. */
async function readFields<N extends string>(request: Request, ...names: N[]) {
  const body = await readBodyWithLimit(request, MAX_BODY_BYTES);
  if (body.kind === 'too-large') fail(413, 'request_too_large', 'Request body too large');
  if (body.kind === 'invalid') fail(400, 'bad_json', 'Request body is not valid UTF-8');
  if (body.kind !== 'text') fail(400, 'bad_json', 'Request body was not received in full');
  let fields: unknown;
  try {
    fields = JSON.parse(body.text);
  } catch {
    // answered below
  }
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields))
    fail(400, 'bad_json', 'Could not parse request body as JSON');
  const field = (name: N) => (fields as Record<string, unknown>)[name];
  return Object.fromEntries(
    names.map((name) => [name, typeof field(name) === 'string' ? field(name) : '']),
  ) as Record<N, string>;
}

/** A session's answer: the access token signed for the account, the refresh token, the user. */
function sessionIssuer({ keys, issuer, now = Date.now }: LocalAuthOptions) {
  return async ({ account, sessionId, refreshToken }: Session, recovery = false) => {
    const iat = Math.floor(now() / 1000);
    const exp = iat + ACCESS_TOKEN_SECONDS;
    const access_token = await keys.sign({
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
      amr: [{ method: recovery ? 'otp' : 'password', timestamp: iat }],
      session_id: sessionId,
      is_anonymous: false,
    });
    return {
      access_token,
      token_type: 'bearer',
      expires_in: ACCESS_TOKEN_SECONDS,
      expires_at: exp,
      refresh_token: refreshToken,
      user: userJson(account),
    };
  };
}

/** The grants, the bearer check and the session answers, on the accounts tables (accounts.ts). */
function createGrants(options: LocalAuthOptions) {
  const { database: db, verifyAccessToken, now = Date.now } = options;
  const sessionJson = sessionIssuer(options);
  const limiter = createSignInLimiter(SIGN_IN_LIMITS, now);
  const checkBan = (account: AccountRow) => {
    if (account.banned_until !== null && new Date(account.banned_until).getTime() > now())
      fail(400, 'user_banned', 'User is banned');
  };
  const invalidCredentials = () => fail(400, 'invalid_credentials', 'Invalid login credentials');

  return {
    sessionJson,
    /**
     * The account an e-mail and password name, within the sign-in limits (rate-limit.ts). Unknown addresses count as
     * failures and take as long, so that the answers do not tell which accounts exist.
     */
    async password(request: Request, client: string | null) {
      const fields = await readFields(request, 'email', 'password');
      const [email, password] = [fields.email.trim().toLowerCase(), fields.password];
      if (email === '' || password === '')
        fail(400, 'validation_failed', 'An e-mail address and a password are required');
      const key = email.slice(0, 254);
      const wait = limiter.attempt(client ?? 'unknown', key);
      if (wait > 0)
        fail(
          429,
          'over_request_rate_limit',
          `Too many sign-in attempts. Try again in ${wait} seconds.`,
          wait,
        );
      // Postgres text cannot hold NUL; no stored address has a control character or passes 254 characters.
      const plausible = email.length <= 254 && ![...email].some((char) => char < ' ');
      const found = plausible ? await findAccountByEmail(db, email) : null;
      const stored = found?.encrypted_password ?? DUMMY_HASH;
      if (!(plausible && (await verifyPassword(password, stored))) || found === null) {
        limiter.recordFailure(key);
        return invalidCredentials();
      }
      limiter.recordSuccess(key);
      checkBan(found);
      return sessionJson((await createSession(db, found.id)) ?? invalidCredentials());
    },

    async refresh(request: Request) {
      const { refresh_token: token } = await readFields(request, 'refresh_token');
      if (token === '') fail(400, 'validation_failed', 'A refresh token is required');
      const rotated = await rotateRefreshToken(db, token);
      if (rotated === 'not-found')
        fail(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
      if (rotated === 'already-used')
        fail(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
      checkBan(rotated.account);
      return sessionJson(rotated);
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
      return userJson(await setPassword(db, account.id, password, sessionId));
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
      const { live, account } = await bearerAccount(db, claims.sub, claims.session_id);
      if (!live)
        fail(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
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

/** Where an e-mail link lands: the session in the fragment, as Supabase Auth's implicit flow puts it, or why not. */
function linkFragment(
  started: {
    access_token: string;
    expires_at: number;
    expires_in: number;
    refresh_token: string;
  } | null,
  type: string,
) {
  if (started === null)
    return new URLSearchParams({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
    });
  const { access_token, expires_at, expires_in, refresh_token } = started;
  const times = { expires_at: String(expires_at), expires_in: String(expires_in) };
  return new URLSearchParams({ access_token, ...times, refresh_token, token_type: 'bearer', type });
}

/** The Auth routes under `/auth/v1`, for the host to mount. */
export function createLocalAuth(options: LocalAuthOptions): Hono<AuthEnv> {
  const { database, recovery } = options;
  const grants = createGrants(options);
  const app = new Hono<AuthEnv>().basePath(AUTH_PREFIX);
  const client = (c: Context<AuthEnv>) => c.get('clientAddress') ?? null;
  app.use(corsPolicy(options.allowedOrigins ?? '*', PREFLIGHT));
  app.get('/.well-known/jwks.json', () =>
    reply(200, options.keys.jwks, { 'Cache-Control': 'public, max-age=600' }),
  );
  app.post('/token', async (c) => {
    const grantType = c.req.query('grant_type');
    if (grantType === 'password') return reply(200, await grants.password(c.req.raw, client(c)));
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
    const wait = await recovery.request(email, c.req.query('redirect_to') ?? null, client(c));
    const msg = `For security purposes, you can only request this after ${wait} seconds.`;
    if (wait > 0) fail(429, 'over_email_send_rate_limit', msg, wait);
    return reply(200, {});
  });
  app.get('/verify', async (c) => {
    if (c.req.method === 'HEAD') notServed(c);
    const target = recovery.redirectTarget(c.req.query('redirect_to') ?? null);
    const type = c.req.query('type');
    const userId =
      type === 'recovery' || type === 'invite'
        ? await recovery.redeem(c.req.query('token') ?? '', type)
        : null;
    const session = userId === null ? null : await createSession(database, userId);
    const fragment = linkFragment(
      session && (await grants.sessionJson(session, true)),
      type ?? 'recovery',
    );
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
    await endSessions(database, account.id, sessionId, scope);
    return reply(204, null);
  });
  app.all('*', notServed);
  app.onError((error) => {
    if (error instanceof HTTPException) return error.getResponse();
    throw error;
  });
  return app;
}
