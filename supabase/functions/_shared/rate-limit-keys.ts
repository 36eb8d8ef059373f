/**
 * The rate-limit buckets of one submission: per client (for IPv6, its /64 and its /48 each under the client rules),
 * per canonical mailbox, and the shared ceiling.
 */
import { SERVER_RATE_LIMITS, type RateLimitRule } from './limits.ts';
import { saltedSha256 } from './salted-hash.ts';
import type { RateLimitBucket } from './types.ts';

/** One mailbox however it is spelled: lower case, without a `+tag` (`Victim+2@Example.com` → `victim@example.com`). */
export function canonicalMailbox(email: string): string {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at).split('+', 1)[0] ?? '';
  return `${local}@${email.slice(at + 1)}`.toLowerCase();
}

export interface BucketInput {
  /** The client's bucket (IPv4 address or IPv6 /64), from client-identity.ts. */
  clientBucket: string;
  /** The IPv6 client's /48 (client-identity.ts), held to the same per-client rules; null or absent for IPv4. */
  clientNetwork?: string | null;
  email: string;
  /** Honeypot hits count against their sender but not against the shared ceiling. */
  isSpam: boolean;
  hashSalt: string;
  rules?: readonly RateLimitRule[];
  /** Replaces the limit of the `global` rules. */
  globalLimitPerHour?: number;
}

export async function rateLimitBuckets(input: BucketInput): Promise<RateLimitBucket[]> {
  const keys: Record<RateLimitRule['scope'], string[]> = {
    client: [
      `client:${await saltedSha256(input.clientBucket, input.hashSalt)}`,
      ...(input.clientNetwork
        ? [`network:${await saltedSha256(input.clientNetwork, input.hashSalt)}`]
        : []),
    ],
    email: [`email:${await saltedSha256(canonicalMailbox(input.email), input.hashSalt)}`],
    global: ['global:stored'],
  };
  return (input.rules ?? SERVER_RATE_LIMITS)
    .filter((rule) => !(input.isSpam && rule.scope === 'global'))
    .flatMap((rule) =>
      keys[rule.scope].map((key) => ({
        key,
        limit:
          rule.scope === 'global' && input.globalLimitPerHour !== undefined
            ? input.globalLimitPerHour
            : rule.limit,
        windowSeconds: rule.windowSeconds,
      })),
    );
}
