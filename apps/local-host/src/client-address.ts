/** Who the client is on the local host (README, "The embedded backend"). */
import type { IncomingMessage } from 'node:http';
import type { Http2ServerRequest } from 'node:http2';
import { forwardedForEntry, parseClientAddress } from '@agency/supabase/handlers';

/**
 * The local host's trust model (README, "The embedded backend"): with nothing in front of it (`trustedProxyHops` 0,
 * the default) the client is the socket address, since every `x-forwarded-for` entry is whatever the client wrote.
 * Behind N trusted proxies it is the entry N from the right (the one the outermost trusted proxy appended); without
 * one, or when that entry is not an address, the socket.
 */
export function clientAddressOf(
  req: IncomingMessage | Http2ServerRequest,
  trustedProxyHops = 0,
): string | null {
  const socket = parseClientAddress(req.socket.remoteAddress);
  if (trustedProxyHops === 0) return socket?.address ?? null;
  const forwarded = req.headers['x-forwarded-for'];
  const value = Array.isArray(forwarded) ? forwarded.join(',') : forwarded;
  const entry =
    value === undefined ? null : parseClientAddress(forwardedForEntry(value, trustedProxyHops));
  return (entry ?? socket)?.address ?? null;
}
