/**
 * The subset of Supabase Auth (GoTrue) that `@supabase/auth-js` uses for e-mail + password sign-in, so the site's
 * /admin code signs in against the embedded host exactly as against a hosted project:
 * POST /token?grant_type=password|refresh_token, GET /user, POST /logout, GET /.well-known/jwks.json.
 * Every failure is a 4xx with GoTrue's error code: auth-js treats a 5xx as a network error and keeps retrying.
 */
import type { PGlite } from '@electric-sql/pglite';
import { isOriginAllowed, type AllowedOrigins } from '@agency/supabase/shared/cors';
import { readBodyWithLimit } from '@agency/supabase/shared/read-body';
import {
  createSession,
  endSessions,
  findAccount,
  findAccountByEmail,
  rotateRefreshToken,
  sessionExists,
  userJson,
  type AccountRow,
} from './accounts.ts';
import { verifyPassword } from './passwords.ts';
import { createSignInLimiter, type SignInLimits } from './rate-limit.ts';
import type { SigningKey } from './signing-key.ts';

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
const API_VERSION = '2024-01-01';
const ALLOWED_HEADERS =
  'authorization, x-client-info, apikey, content-type, x-supabase-api-version';

export interface LocalAuthOptions {
  database: PGlite;
  signingKey: SigningKey;
  /** The issuer, `<origin>/auth/v1`; read per request because the port is known only after listen. */
  issuer: () => string;
  allowedOrigins?: AllowedOrigins;
  now?: () => number;
}

export type LocalAuthHandler = (
  request: Request,
  context?: { clientAddress?: string | null },
) => Promise<Response>;

class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

const invalidCredentials = () =>
  new AuthError(400, 'invalid_credentials', 'Invalid login credentials');

export function createLocalAuth(options: LocalAuthOptions): LocalAuthHandler {
  const { database, signingKey } = options;
  const now = options.now ?? Date.now;
  const allowedOrigins = options.allowedOrigins ?? '*';
  const limiter = createSignInLimiter(SIGN_IN_LIMITS, now);

  function cors(origin: string | null): Record<string, string> {
    if (origin === null || !isOriginAllowed(origin, allowedOrigins)) return { Vary: 'Origin' };
    return { 'Access-Control-Allow-Origin': allowedOrigins === '*' ? '*' : origin, Vary: 'Origin' };
  }

  function json(
    status: number,
    body: unknown,
    origin: string | null,
    extra: Record<string, string> = {},
  ) {
    return new Response(status === 204 ? null : JSON.stringify(body), {
      status,
      headers: {
        ...cors(origin),
        ...(status === 204 ? {} : { 'Content-Type': 'application/json; charset=utf-8' }),
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
        'X-Supabase-Api-Version': API_VERSION,
        ...extra,
      },
    });
  }

  async function readJson(request: Request): Promise<Record<string, unknown>> {
    const body = await readBodyWithLimit(request, MAX_BODY_BYTES);
    if (body.kind === 'too-large')
      throw new AuthError(413, 'request_too_large', 'Request body too large');
    if (body.kind === 'invalid')
      throw new AuthError(400, 'bad_json', 'Request body is not valid UTF-8');
    if (body.kind === 'aborted')
      throw new AuthError(400, 'bad_json', 'Request body was not received in full');
    try {
      const value: unknown = JSON.parse(body.text);
      if (typeof value === 'object' && value !== null && !Array.isArray(value))
        return value as Record<string, unknown>;
    } catch {
      // answered below
    }
    throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON');
  }

  function issueSession(account: AccountRow, sessionId: string, refreshToken: string) {
    const issuedAt = Math.floor(now() / 1000);
    const expiresAt = issuedAt + ACCESS_TOKEN_SECONDS;
    const accessToken = signingKey.sign({
      iss: options.issuer(),
      sub: account.id,
      aud: account.aud,
      exp: expiresAt,
      iat: issuedAt,
      email: account.email,
      phone: '',
      app_metadata: account.raw_app_meta_data,
      user_metadata: account.raw_user_meta_data,
      role: account.role,
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: issuedAt }],
      session_id: sessionId,
      is_anonymous: false,
    });
    return {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: ACCESS_TOKEN_SECONDS,
      expires_at: expiresAt,
      refresh_token: refreshToken,
      user: userJson(account),
    };
  }

  function isBanned(account: AccountRow): boolean {
    return account.banned_until !== null && new Date(account.banned_until).getTime() > now();
  }

  async function passwordGrant(request: Request, clientAddress: string | null) {
    const body = await readJson(request);
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
    const password = typeof body.password === 'string' ? body.password : '';
    if (email === '' || password === '')
      throw new AuthError(
        400,
        'validation_failed',
        'An e-mail address and a password are required',
      );
    const account = email.slice(0, 254);
    const decision = limiter.attempt(clientAddress ?? 'unknown', account);
    if (!decision.allowed)
      throw new AuthError(
        429,
        'over_request_rate_limit',
        `Too many sign-in attempts. Try again in ${decision.retryAfterSeconds} seconds.`,
        { 'Retry-After': String(decision.retryAfterSeconds) },
      );
    // Postgres text cannot hold NUL; no stored address has a control character or passes 254 characters.
    if (email.length > 254 || [...email].some((char) => char < ' ')) {
      limiter.recordFailure(account);
      throw invalidCredentials();
    }
    const found = await findAccountByEmail(database, email);
    // Verify against a stored hash either way, so an unknown address takes as long as a wrong password.
    const valid = await verifyPassword(password, found?.encrypted_password ?? DUMMY_HASH);
    if (found === null || !valid) {
      // Unknown addresses count too, so that the answers do not tell which accounts exist.
      limiter.recordFailure(account);
      throw invalidCredentials();
    }
    limiter.recordSuccess(account);
    if (isBanned(found)) throw new AuthError(400, 'user_banned', 'User is banned');
    const { sessionId, refreshToken } = await createSession(database, found.id);
    return issueSession((await findAccount(database, found.id)) ?? found, sessionId, refreshToken);
  }

  async function refreshGrant(request: Request) {
    const body = await readJson(request);
    const token = typeof body.refresh_token === 'string' ? body.refresh_token : '';
    if (token === '') throw new AuthError(400, 'validation_failed', 'A refresh token is required');
    const rotation = await rotateRefreshToken(database, token);
    if (rotation.kind === 'not-found')
      throw new AuthError(
        400,
        'refresh_token_not_found',
        'Invalid Refresh Token: Refresh Token Not Found',
      );
    if (rotation.kind === 'already-used')
      throw new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
    const account = await findAccount(database, rotation.userId);
    if (account === null)
      throw new AuthError(
        400,
        'refresh_token_not_found',
        'Invalid Refresh Token: Refresh Token Not Found',
      );
    if (isBanned(account)) throw new AuthError(400, 'user_banned', 'User is banned');
    return issueSession(account, rotation.sessionId, rotation.refreshToken);
  }

  /** The caller's verified claims, with a live session and an existing user. */
  async function authenticate(request: Request) {
    const header = request.headers.get('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match)
      throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    const claims = signingKey.verify(match[1] as string);
    const exp = claims?.exp;
    if (claims === null || typeof exp !== 'number' || exp * 1000 <= now())
      throw new AuthError(
        403,
        'bad_jwt',
        'invalid JWT: unable to parse or verify signature, or token is expired',
      );
    const sessionId = typeof claims.session_id === 'string' ? claims.session_id : '';
    const userId = typeof claims.sub === 'string' ? claims.sub : '';
    if (!UUID.test(sessionId) || !UUID.test(userId) || !(await sessionExists(database, sessionId)))
      throw new AuthError(
        403,
        'session_not_found',
        'Session from session_id claim in JWT does not exist',
      );
    const account = await findAccount(database, userId);
    if (account === null)
      throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    return { account, sessionId };
  }

  async function route(
    request: Request,
    path: string,
    clientAddress: string | null,
  ): Promise<{ status: number; body: unknown }> {
    const url = new URL(request.url);
    const method = request.method;
    if (path === '/.well-known/jwks.json' && (method === 'GET' || method === 'HEAD'))
      return { status: 200, body: signingKey.jwks };
    if (path === '/token' && method === 'POST') {
      const grantType = url.searchParams.get('grant_type');
      if (grantType === 'password')
        return { status: 200, body: await passwordGrant(request, clientAddress) };
      if (grantType === 'refresh_token') return { status: 200, body: await refreshGrant(request) };
      throw new AuthError(
        400,
        'unsupported_grant_type',
        'Only the password and refresh_token grants are supported',
      );
    }
    if (path === '/user' && method === 'GET')
      return { status: 200, body: userJson((await authenticate(request)).account) };
    if (path === '/logout' && method === 'POST') {
      const scope = url.searchParams.get('scope') ?? 'global';
      if (scope !== 'global' && scope !== 'local' && scope !== 'others')
        throw new AuthError(400, 'validation_failed', 'scope must be global, local or others');
      const { account, sessionId } = await authenticate(request);
      await endSessions(database, account.id, sessionId, scope);
      return { status: 204, body: null };
    }
    if (['/token', '/user', '/logout', '/.well-known/jwks.json'].includes(path))
      throw new AuthError(405, 'method_not_allowed', `${method} is not allowed here`);
    throw new AuthError(
      404,
      'not_found',
      'The embedded host serves only sign-in, user, logout and the JWKS',
    );
  }

  return async function handleAuthRequest(request, context = {}) {
    const origin = request.headers.get('origin');
    const path = new URL(request.url).pathname.slice(AUTH_PREFIX.length) || '/';
    if (request.method === 'OPTIONS')
      return new Response(null, {
        status: 204,
        headers: {
          ...cors(origin),
          'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
          'Access-Control-Allow-Headers': ALLOWED_HEADERS,
          'Access-Control-Max-Age': '86400',
        },
      });
    try {
      const { status, body } = await route(request, path, context.clientAddress ?? null);
      return json(
        status,
        body,
        origin,
        path === '/.well-known/jwks.json' ? { 'Cache-Control': 'public, max-age=600' } : {},
      );
    } catch (error) {
      if (error instanceof AuthError)
        return json(
          error.status,
          { code: error.code, error_code: error.code, msg: error.message },
          origin,
          error.headers,
        );
      throw error;
    }
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// A valid scrypt record of a random password nobody knows; keeps the timing of unknown addresses honest.
const DUMMY_HASH =
  'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
