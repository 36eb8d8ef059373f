/**
 * The local auth server's ES256 key pair, kept in the data folder, and compact JWTs signed and verified with it. The
 * public half is served as a JWKS, which is what `getClaims()` and the admin function verify against.
 */
import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  sign,
  verify,
  type JsonWebKey,
  type KeyObject,
} from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const KEY_FILE = 'auth-signing-key.json';

export interface PublicJwk extends JsonWebKey {
  kid: string;
  alg: 'ES256';
  use: 'sig';
  key_ops: ['verify'];
}

export interface SigningKey {
  kid: string;
  jwks: { keys: PublicJwk[] };
  sign(payload: Record<string, unknown>): string;
  /** The payload when the signature is ours and the token is well formed; null otherwise. Expiry is the caller's. */
  verify(token: string): Record<string, unknown> | null;
}

function base64url(value: string | Buffer): string {
  return Buffer.from(value).toString('base64url');
}

function keyId(publicJwk: JsonWebKey): string {
  // RFC 7638 thumbprint: the required members in lexicographic order.
  const canonical = JSON.stringify({
    crv: publicJwk.crv,
    kty: publicJwk.kty,
    x: publicJwk.x,
    y: publicJwk.y,
  });
  return createHash('sha256').update(canonical).digest('base64url');
}

function fromPrivateJwk(privateJwk: JsonWebKey): SigningKey {
  const privateKey: KeyObject = createPrivateKey({ key: privateJwk, format: 'jwk' });
  const publicKey: KeyObject = createPublicKey(privateKey);
  const publicJwk = publicKey.export({ format: 'jwk' });
  const kid = keyId(publicJwk);
  const header = base64url(JSON.stringify({ alg: 'ES256', typ: 'JWT', kid }));

  return {
    kid,
    jwks: {
      keys: [
        {
          kty: 'EC',
          crv: 'P-256',
          x: publicJwk.x,
          y: publicJwk.y,
          kid,
          alg: 'ES256',
          use: 'sig',
          key_ops: ['verify'],
        },
      ],
    },
    sign(payload) {
      const input = `${header}.${base64url(JSON.stringify(payload))}`;
      const signature = sign('sha256', Buffer.from(input), {
        key: privateKey,
        dsaEncoding: 'ieee-p1363',
      });
      return `${input}.${signature.toString('base64url')}`;
    },
    verify(token) {
      const parts = token.split('.');
      if (parts.length !== 3) return null;
      const [encodedHeader, encodedPayload, encodedSignature] = parts as [string, string, string];
      try {
        const parsedHeader = JSON.parse(
          Buffer.from(encodedHeader, 'base64url').toString('utf8'),
        ) as Record<string, unknown>;
        if (parsedHeader.alg !== 'ES256' || parsedHeader.kid !== kid) return null;
        const valid = verify(
          'sha256',
          Buffer.from(`${encodedHeader}.${encodedPayload}`),
          { key: publicKey, dsaEncoding: 'ieee-p1363' },
          Buffer.from(encodedSignature, 'base64url'),
        );
        if (!valid) return null;
        const payload: unknown = JSON.parse(
          Buffer.from(encodedPayload, 'base64url').toString('utf8'),
        );
        return typeof payload === 'object' && payload !== null && !Array.isArray(payload)
          ? (payload as Record<string, unknown>)
          : null;
      } catch {
        return null;
      }
    },
  };
}

/** Loads the key pair from the data folder, creating it (owner-readable only) on first use. */
export async function loadSigningKey(dataDir: string): Promise<SigningKey> {
  const file = join(dataDir, KEY_FILE);
  try {
    return fromPrivateJwk(JSON.parse(await readFile(file, 'utf8')) as JsonWebKey);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const privateJwk = privateKey.export({ format: 'jwk' });
  await writeFile(file, `${JSON.stringify(privateJwk)}\n`, { mode: 0o600, flag: 'wx' });
  return fromPrivateJwk(privateJwk);
}
