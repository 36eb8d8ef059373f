/**
 * The rate-limit buckets of one submission: per client (for IPv6, its /64 and its /48 each under the client rules),
 * per canonical mailbox, and the shared ceilings.
 */
import { SERVER_RATE_LIMITS, type RateLimitRule } from './limits.ts';
import { saltedSha256 } from './salted-hash.ts';
import type { RateLimitBucket } from './types.ts';

/** Providers that ignore dots in the local part, under the one domain both of their names reach. */
const DOTLESS_MAILBOXES: Readonly<Record<string, string>> = {
  'gmail.com': 'gmail.com',
  'googlemail.com': 'gmail.com',
};

/** The domain in ASCII (punycode for IDN), lower case, without a trailing dot; as typed when it is no host name. */
function asciiDomain(domain: string): string {
  let ascii = domain;
  try {
    ascii = new URL(`http://${domain}`).hostname;
  } catch {
    // Not a host name a URL accepts: keep it as typed (validation has already refused the worst).
  }
  return ascii.toLowerCase().replace(/\.+$/, '');
}

/**
 * One mailbox however it is spelled, for the per-mailbox rate limit only (the stored address stays as typed): lower
 * case, without a `+tag`, the domain in ASCII without a trailing dot, and Gmail's dots ignored
 * (`Vic.Tim+2@GoogleMail.com.` → `victim@gmail.com`, `a@bücher.example` → `a@xn--bcher-kva.example`).
 */
export function canonicalMailbox(email: string): string {
  const at = email.lastIndexOf('@');
  let local = (email.slice(0, at).split('+', 1)[0] ?? '').toLowerCase();
  let domain = asciiDomain(email.slice(at + 1));
  const dotless = DOTLESS_MAILBOXES[domain];
  if (dotless !== undefined) {
    domain = dotless;
    local = local.replace(/\./g, '');
  }
  return `${local}@${domain}`;
}

export interface BucketInput {
  /** The client's bucket (IPv4 address or IPv6 /64), from client-identity.ts. */
  clientBucket: string;
  /** The IPv6 client's /48 (client-identity.ts), held to the same per-client rules; null or absent for IPv4. */
  clientNetwork?: string | null;
  email: string;
  /** Honeypot hits count against their sender and the spam ceiling, not against the ceiling of real submissions. */
  isSpam: boolean;
  hashSalt: string;
  rules?: readonly RateLimitRule[];
  /** Replaces the limit of the `global` rules. */
  globalLimitPerHour?: number;
}

export interface SubmissionBuckets {
  /** Per client and per mailbox: over them, the sender gets the rate-limit answer. */
  sender: RateLimitBucket[];
  /** The shared ceiling: `global` for a real submission, `spam` for a honeypot hit. */
  ceiling: RateLimitBucket[];
}

export async function rateLimitBuckets(input: BucketInput): Promise<SubmissionBuckets> {
  const keys: Record<RateLimitRule['scope'], string[]> = {
    client: [
      `client:${await saltedSha256(input.clientBucket, input.hashSalt)}`,
      ...(input.clientNetwork
        ? [`network:${await saltedSha256(input.clientNetwork, input.hashSalt)}`]
        : []),
    ],
    email: [`email:${await saltedSha256(canonicalMailbox(input.email), input.hashSalt)}`],
    global: ['global:stored'],
    spam: ['global:spam'],
  };
  const ceilingScope = input.isSpam ? 'spam' : 'global';
  const bucketsOf = (rule: RateLimitRule): RateLimitBucket[] =>
    keys[rule.scope].map((key) => ({
      key,
      limit:
        rule.scope === 'global' && input.globalLimitPerHour !== undefined
          ? input.globalLimitPerHour
          : rule.limit,
      windowSeconds: rule.windowSeconds,
    }));
  const rules = input.rules ?? SERVER_RATE_LIMITS;
  return {
    sender: rules
      .filter((rule) => rule.scope === 'client' || rule.scope === 'email')
      .flatMap(bucketsOf),
    ceiling: rules.filter((rule) => rule.scope === ceilingScope).flatMap(bucketsOf),
  };
}
