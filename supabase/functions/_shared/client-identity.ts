/** Who "the client" is for the per-client limit (decisions.md): the platform's client-IP headers, never the body. */

const CLIENT_IP_HEADERS = ['cf-connecting-ip', 'x-real-ip'] as const;
const MAX_ADDRESS_LENGTH = 64;
// IPv4, IPv6 (optionally bracketed or with a zone), nothing else.
const ADDRESS_PATTERN = /^[0-9a-fA-F:.[\]%]+$/;

function cleanAddress(value: string | null | undefined): string | null {
  const address = value?.trim() ?? '';
  if (address === '' || address.length > MAX_ADDRESS_LENGTH || !ADDRESS_PATTERN.test(address))
    return null;
  return address.toLowerCase();
}

/** First entry of an `x-forwarded-for` list: the address the first proxy saw. */
export function firstForwardedAddress(headers: Headers): string | null {
  const forwarded = headers.get('x-forwarded-for');
  if (forwarded === null) return null;
  return cleanAddress(forwarded.split(',', 1)[0]);
}

/** Production order: `cf-connecting-ip`, then `x-real-ip`, then the first `x-forwarded-for` entry. */
export function clientAddressFromHeaders(headers: Headers): string | null {
  for (const name of CLIENT_IP_HEADERS) {
    const address = cleanAddress(headers.get(name));
    if (address !== null) return address;
  }
  return firstForwardedAddress(headers);
}
