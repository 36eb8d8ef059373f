/**
 * Verifies a Supabase Auth access token against the project's JWKS, locally (no call to Auth per request). The host
 * passes jose's `jwtVerify` and a key set (`createRemoteJWKSet` in production, the local host's own keys on Node), so
 * this module stays free of package imports.
 */

export interface AccessClaims {
  sub: string;
  role: string;
  email?: string;
  /** The Supabase Auth session the token belongs to; access ends when that session does. */
  session_id: string;
  [claim: string]: unknown;
}

export type AccessTokenVerifier = (token: string) => Promise<AccessClaims | null>;

// The subset of jose's jwtVerify this needs.
export type JwtVerify<KeySet> = (
  token: string,
  key: KeySet,
  options: { issuer: string; audience: string; algorithms: string[]; requiredClaims: string[] },
) => Promise<{ payload: Record<string, unknown> }>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createAccessTokenVerifier<KeySet>(options: {
  jwtVerify: JwtVerify<KeySet>;
  keySet: KeySet;
  /** `<project URL>/auth/v1` */
  issuer: string;
}): AccessTokenVerifier {
  return async (token) => {
    try {
      const { payload } = await options.jwtVerify(token, options.keySet, {
        issuer: options.issuer,
        audience: 'authenticated',
        algorithms: ['ES256', 'RS256'],
        // jose checks `exp` only when a token carries one; a token without it would never expire.
        requiredClaims: ['exp', 'sub', 'session_id'],
      });
      if (
        payload.role !== 'authenticated' ||
        typeof payload.sub !== 'string' ||
        !UUID.test(payload.sub) ||
        typeof payload.session_id !== 'string' ||
        !UUID.test(payload.session_id)
      )
        return null;
      return payload as AccessClaims;
    } catch {
      return null;
    }
  };
}
