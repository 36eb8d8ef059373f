/** node:http ↔ Web Request/Response, so the runtime-neutral handler runs unchanged on Node. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { forwardedForEntry, parseClientAddress } from '@agency/supabase/shared/client-identity';

export function toWebRequest(req: IncomingMessage, origin: string): Request {
  const headers = new Headers();
  for (let index = 0; index < req.rawHeaders.length; index += 2) {
    const name = req.rawHeaders[index];
    const value = req.rawHeaders[index + 1];
    if (name !== undefined && value !== undefined && !name.startsWith(':'))
      headers.append(name, value);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(new URL(req.url ?? '/', origin), {
    method: req.method ?? 'GET',
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : null,
    // Node's fetch needs this to accept a streamed request body.
    duplex: 'half',
  } as RequestInit);
}

export async function sendWebResponse(
  res: ServerResponse,
  response: Response,
  isHead = false,
): Promise<void> {
  const body = isHead || response.body === null ? null : Buffer.from(await response.arrayBuffer());
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  if (body !== null) headers['content-length'] = String(body.length);
  // Answered before the whole body arrived (413 from Content-Length, or the handler stopped reading): the unread rest
  // would be parsed as the next request on this keep-alive connection, so close it after this answer.
  if (!res.req.complete) headers.connection = 'close';
  res.writeHead(response.status, headers);
  res.end(body ?? undefined);
}

/**
 * The local host's trust model: it stands in for exactly one trusted proxy, so the client is the rightmost
 * `x-forwarded-for` entry (the one a proxy appends); without one, or when that entry is not an address, the socket.
 * Entries further left are whatever the client wrote and are never read.
 */
export function clientAddressOf(req: IncomingMessage): string | null {
  const forwarded = req.headers['x-forwarded-for'];
  const value = Array.isArray(forwarded) ? forwarded.join(',') : forwarded;
  const entry = value === undefined ? null : parseClientAddress(forwardedForEntry(value, 1));
  return (entry ?? parseClientAddress(req.socket.remoteAddress))?.address ?? null;
}
