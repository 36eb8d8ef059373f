/** node:http ↔ Web Request/Response, so the runtime-neutral handler runs unchanged on Node. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
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

/**
 * Writes a Web Response to Node. A body that arrives as one chunk (every JSON answer) goes out with its
 * Content-Length; a longer stream (a CSV export) goes out chunk by chunk, each read only when the socket has taken the
 * last, so memory stays bounded however long the body is.
 */
export async function sendWebResponse(
  res: ServerResponse,
  response: Response,
  isHead = false,
): Promise<void> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  // Answered before the whole body arrived (413 from Content-Length, or the handler stopped reading): the unread rest
  // would be parsed as the next request on this keep-alive connection, so close it after this answer.
  if (!res.req.complete) headers.connection = 'close';
  if (isHead || response.body === null) {
    await response.body?.cancel();
    res.writeHead(response.status, headers);
    res.end();
    return;
  }
  const reader = response.body.getReader();
  const first = await reader.read();
  const second = first.done ? first : await reader.read();
  if (second.done) {
    const body = Buffer.from(first.value ?? new Uint8Array());
    res.writeHead(response.status, { ...headers, 'content-length': String(body.length) });
    res.end(body);
    return;
  }
  res.writeHead(response.status, headers);
  async function* rest(): AsyncGenerator<Uint8Array> {
    try {
      yield first.value as Uint8Array;
      yield second.value as Uint8Array;
      for (let next = await reader.read(); !next.done; next = await reader.read()) yield next.value;
    } finally {
      // Also when the client goes away mid-stream: stop producing.
      await reader.cancel().catch(() => undefined);
    }
  }
  await pipeline(Readable.from(rest()), res).catch(() => undefined);
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
