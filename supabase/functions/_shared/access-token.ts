/**
 * Verifies a Supabase Auth access token against the project's JWKS, locally (no call to Auth per request). The host
 * passes jose's `jwtVerify` and a key set (`createRemoteJWKSet` in production, the local host's own keys on Node), so
 * this module stays free of package imports (jose comes from the host).
 */
import { isUuid } from './http.ts';

export interface AccessClaims {
  sub: string;
  role: string;
  email?: string;
  /** The Supabase Auth session the token belongs to; access ends when that session does. */
  session_id: string;
  [claim: string]: unknown;
}

export type AccessTokenVerifier = (token: string) => Promise<AccessClaims | null>;

/** The token of an `Authorization: Bearer <token>` header; null for any other header or none. */
export function bearerToken(authorization: string | null | undefined): string | null {
  return /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1] ?? null;
}

// The subset of jose's jwtVerify this needs.
export type JwtVerify<KeySet> = (
  token: string,
  key: KeySet,
  options: {
    issuer: string;
    audience: string;
    algorithms: string[];
    requiredClaims: string[];
    currentDate?: Date;
  },
) => Promise<{ payload: Record<string, unknown> }>;

export function createAccessTokenVerifier<KeySet>(options: {
  jwtVerify: JwtVerify<KeySet>;
  keySet: KeySet;
  /** `<project URL>/auth/v1` */
  issuer: string;
  /** The clock `exp` is checked against (tests); the real one when absent. */
  now?: () => Date;
}): AccessTokenVerifier {
  return async (token) => {
    try {
      const { payload } = await options.jwtVerify(token, options.keySet, {
        issuer: options.issuer,
        audience: 'authenticated',
        algorithms: ['ES256', 'RS256'],
        // jose checks `exp` only when a token carries one; a token without it would never expire.
        requiredClaims: ['exp', 'sub', 'session_id'],
        ...(options.now ? { currentDate: options.now() } : {}),
      });
      if (payload.role !== 'authenticated' || !isUuid(payload.sub) || !isUuid(payload.session_id))
        return null;
      return payload as AccessClaims;
    } catch {
      return null;
    }
  };
}
