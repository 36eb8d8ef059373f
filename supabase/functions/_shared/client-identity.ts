/**
 * Who "the client" is for the per-client limit (supabase/README.md, "Who the client is"): one header that the
 * platform sets and overwrites, named per host, never the body and never a header the client chose. Addresses are
 * parsed and normalised so that one address cannot be spelled many ways, and IPv6 clients are counted per /64 (what
 * one subscriber gets) and, with the same limits, per /48 (what one site may get), so that rotating /64s inside one
 * allocation does not multiply a client.
 */

/**
 * The trust model of one host. `header` is the one header the platform in front of the function sets and overwrites.
 * For `x-forwarded-for`, `trustedProxyHops` says how many proxies we trust: the entry that many from the right is
 * the client (1 = the rightmost, the one the last proxy appended); entries further left are whatever the client sent.
 */
export interface ClientAddressTrust {
  header: string;
  trustedProxyHops?: number;
}

/** Supabase's hosted edge: Cloudflare sets `cf-connecting-ip` to the connecting address and replaces a client's own. */
export const DEFAULT_CLIENT_ADDRESS_TRUST: ClientAddressTrust = { header: 'cf-connecting-ip' };

const FORWARDED_FOR = 'x-forwarded-for';
/** The most proxies a host may say stand in front of it. */
export const MAX_TRUSTED_PROXY_HOPS = 10;
const MAX_ADDRESS_LENGTH = 100;

export interface ClientAddress {
  /** Canonical text: dotted decimal for IPv4 (also for IPv4-mapped IPv6), RFC 5952 for IPv6. */
  address: string;
  /** What the per-client limit counts: the IPv4 address, or the IPv6 /64 prefix. */
  bucket: string;
  /** IPv6 only: the /48 prefix, which the per-client limits count too; null for IPv4. */
  network: string | null;
}

function parseIPv4(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  const octets = parts.map((part) => (/^\d{1,4}$/.test(part) ? Number(part) : Number.NaN));
  return octets.every((octet) => octet <= 255) ? octets : null;
}

function parseIPv6(text: string): number[] | null {
  let tail: number[] = [];
  let head = text;
  const lastColon = text.lastIndexOf(':');
  if (text.includes('.')) {
    const ipv4 = parseIPv4(text.slice(lastColon + 1));
    if (ipv4 === null) return null;
    tail = [(ipv4[0]! << 8) | ipv4[1]!, (ipv4[2]! << 8) | ipv4[3]!];
    head = text.slice(0, lastColon + 1);
    if (!head.endsWith('::')) head = head.slice(0, -1);
  }
  const halves = head.split('::');
  if (halves.length > 2) return null;
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const left = groups(halves[0] ?? '');
  const right = halves.length === 2 ? groups(halves[1] ?? '') : [];
  if (![...left, ...right].every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return null;
  const known = left.length + right.length + tail.length;
  if (halves.length === 2 ? known > 7 : known !== 8) return null;
  const zeros: number[] = Array.from({ length: 8 - known }, () => 0);
  return [
    ...left.map((group) => parseInt(group, 16)),
    ...(halves.length === 2 ? zeros : []),
    ...right.map((group) => parseInt(group, 16)),
    ...tail,
  ];
}

/** RFC 5952: lower case, no leading zeros, the longest run of two or more zero groups as `::`. */
function formatIPv6(groups: readonly number[]): string {
  let bestStart = -1;
  let bestLength = 1;
  for (let start = 0; start < 8; start += 1) {
    let length = 0;
    while (start + length < 8 && groups[start + length] === 0) length += 1;
    if (length > bestLength) [bestStart, bestLength] = [start, length];
  }
  const text = groups.map((group) => group.toString(16));
  if (bestStart < 0) return text.join(':');
  return `${text.slice(0, bestStart).join(':')}::${text.slice(bestStart + bestLength).join(':')}`;
}

/** Parses one address as a header or a socket gives it (brackets, zone, `::ffff:` mapping allowed); null if junk. */
export function parseClientAddress(raw: string | null | undefined): ClientAddress | null {
  let text = raw?.trim() ?? '';
  if (text === '' || text.length > MAX_ADDRESS_LENGTH) return null;
  if (text.startsWith('[')) {
    const end = text.indexOf(']');
    if (end < 0) return null;
    text = text.slice(1, end);
  }
  const zone = text.indexOf('%');
  if (zone >= 0) text = text.slice(0, zone);

  const ipv4 = parseIPv4(text);
  if (ipv4 !== null) {
    const address = ipv4.join('.');
    return { address, bucket: address, network: null };
  }
  const ipv6 = parseIPv6(text);
  if (ipv6 === null) return null;
  if (ipv6.slice(0, 5).every((group) => group === 0) && ipv6[5] === 0xffff) {
    const [high = 0, low = 0] = ipv6.slice(6);
    const address = [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
    return { address, bucket: address, network: null };
  }
  return {
    address: formatIPv6(ipv6),
    bucket: `${formatIPv6([...ipv6.slice(0, 4), 0, 0, 0, 0])}/64`,
    network: `${formatIPv6([...ipv6.slice(0, 3), 0, 0, 0, 0, 0])}/48`,
  };
}

/** The entry `hops` from the right of an `x-forwarded-for` list (repeated headers arrive joined with commas). */
export function forwardedForEntry(value: string, hops = 1): string | null {
  const entries = value.split(',').map((entry) => entry.trim());
  return entries[entries.length - hops] ?? null;
}

/** The client address under `trust`, or null when the trusted header is absent or does not hold an address. */
export function clientAddressFromHeaders(
  headers: Headers,
  trust: ClientAddressTrust = DEFAULT_CLIENT_ADDRESS_TRUST,
): ClientAddress | null {
  const name = trust.header.toLowerCase();
  const value = headers.get(name);
  if (value === null) return null;
  if (name === FORWARDED_FOR)
    return parseClientAddress(forwardedForEntry(value, trust.trustedProxyHops));
  return parseClientAddress(value);
}

/** Reads a host's trust model from its settings (`CONTACT_CLIENT_IP_HEADER`, `CONTACT_TRUSTED_PROXY_HOPS`). */
export function parseClientAddressTrust(
  header: string | undefined,
  hops: string | undefined,
): ClientAddressTrust {
  const name = header?.trim().toLowerCase() || DEFAULT_CLIENT_ADDRESS_TRUST.header;
  if (!/^[a-z0-9-]+$/.test(name))
    throw new Error(`CONTACT_CLIENT_IP_HEADER is not a header name: "${header}"`);
  if (name !== FORWARDED_FOR) return { header: name };
  const trustedProxyHops = hops === undefined || hops === '' ? 1 : Number(hops);
  if (
    !Number.isInteger(trustedProxyHops) ||
    trustedProxyHops < 1 ||
    trustedProxyHops > MAX_TRUSTED_PROXY_HOPS
  )
    throw new Error(
      `CONTACT_TRUSTED_PROXY_HOPS must be a whole number from 1 to ${MAX_TRUSTED_PROXY_HOPS}, got "${hops}"`,
    );
  return { header: name, trustedProxyHops };
}
