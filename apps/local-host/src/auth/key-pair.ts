/**
 * The local Auth's ES256 key pair, kept in the data folder as a private JWK, and the tokens signed with it (jose). The
 * public half is served as the JWKS that `getClaims()` and the admin function verify against.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  calculateJwkThumbprint,
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
  SignJWT,
  type JWK,
} from 'jose';
import { createAccessTokenVerifier, type AccessTokenVerifier } from '@agency/supabase/handlers';

const KEY_FILE = 'auth-signing-key.json';
const ALG = 'ES256';

export interface KeyPair {
  kid: string;
  jwks: { keys: JWK[] };
  sign(payload: Record<string, unknown>): Promise<string>;
  /** The one verifier of the host's tokens, for the Auth routes and the admin function alike. */
  verifier(issuer: () => string, now?: () => number): AccessTokenVerifier;
}

async function fromPrivateJwk(privateJwk: JWK): Promise<KeyPair> {
  const privateKey = await importJWK(privateJwk, ALG);
  const { kty, crv, x, y } = privateJwk;
  const kid = await calculateJwkThumbprint({ kty, crv, x, y });
  const jwks = { keys: [{ kty, crv, x, y, kid, alg: ALG, use: 'sig', key_ops: ['verify'] }] };
  const keySet = createLocalJWKSet(jwks);
  return {
    kid,
    jwks,
    sign: (payload) =>
      new SignJWT(payload).setProtectedHeader({ alg: ALG, typ: 'JWT', kid }).sign(privateKey),
    verifier: (issuer, now) => (token) =>
      createAccessTokenVerifier({
        jwtVerify,
        keySet,
        issuer: issuer(),
        ...(now ? { now: () => new Date(now()) } : {}),
      })(token),
  };
}

/** Loads the key pair from the data folder, creating it (owner-readable only) on first use. */
export async function loadKeyPair(dataDir: string): Promise<KeyPair> {
  const file = join(dataDir, KEY_FILE);
  try {
    return await fromPrivateJwk(JSON.parse(await readFile(file, 'utf8')) as JWK);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const { privateKey } = await generateKeyPair(ALG, { extractable: true });
  const privateJwk = await exportJWK(privateKey);
  await writeFile(file, `${JSON.stringify(privateJwk)}\n`, { mode: 0o600, flag: 'wx' });
  return fromPrivateJwk(privateJwk);
}
