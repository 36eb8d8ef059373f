/** node:http ↔ Web Request/Response, so the runtime-neutral handler runs unchanged on Node. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { finished, Readable } from 'node:stream';
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
    body: hasBody ? requestBody(req) : null,
    // Node's fetch needs this to accept a streamed request body.
    duplex: 'half',
  } as RequestInit);
}

const discardRest = new WeakMap<IncomingMessage, () => void>();

/**
 * The request body as a Web stream that a handler may cancel at any time, e.g. once the body passes its limit. Node
 * 20's `Readable.toWeb` keeps its 'data' listener after a cancel and throws an uncaught ERR_INVALID_STATE when the
 * next chunk arrives (nodejs/node#54205), which took the whole host down.
 */
export function requestBody(req: IncomingMessage): ReadableStream<Uint8Array> {
  let discarding = false;
  const discard = () => {
    discarding = true;
    req.resume();
  };
  discardRest.set(req, discard);
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        req.pause();
        req.on('data', (chunk: Buffer) => {
          if (discarding) return;
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          if ((controller.desiredSize ?? 0) <= 0) req.pause();
        });
        finished(req, (error) => {
          if (discarding) return;
          discarding = true;
          if (error) controller.error(error);
          else controller.close();
        });
      },
      pull() {
        req.resume();
      },
      cancel: discard,
    },
    { highWaterMark: 1 },
  );
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
  await writeBody(res, response, headers, isHead);
  // Answered before the whole body arrived (413 from Content-Length, or the handler stopped reading): the rest is
  // read and dropped (the parser keeps the framing; the request timeout bounds it). Closing instead would reset the
  // connection under a client still uploading, which then never reads the answer.
  if (!res.req.complete) (discardRest.get(res.req) ?? (() => res.req.resume()))();
}

async function writeBody(
  res: ServerResponse,
  response: Response,
  headers: Record<string, string>,
  isHead: boolean,
): Promise<void> {
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
  async function* chunks(): AsyncGenerator<Uint8Array> {
    try {
      yield first.value as Uint8Array;
      yield second.value as Uint8Array;
      for (let next = await reader.read(); !next.done; next = await reader.read()) yield next.value;
    } finally {
      // Also when the client goes away mid-stream: stop producing.
      await reader.cancel().catch(() => undefined);
    }
  }
  await pipeline(Readable.from(chunks()), res).catch(() => undefined);
}

/**
 * The local host's trust model (README, "The embedded backend"): with nothing in front of it (`trustedProxyHops` 0,
 * the default) the client is the socket address, since every `x-forwarded-for` entry is whatever the client wrote.
 * Behind N trusted proxies it is the entry N from the right (the one the outermost trusted proxy appended); without
 * one, or when that entry is not an address, the socket.
 */
export function clientAddressOf(req: IncomingMessage, trustedProxyHops = 0): string | null {
  const socket = parseClientAddress(req.socket.remoteAddress);
  if (trustedProxyHops === 0) return socket?.address ?? null;
  const forwarded = req.headers['x-forwarded-for'];
  const value = Array.isArray(forwarded) ? forwarded.join(',') : forwarded;
  const entry =
    value === undefined ? null : parseClientAddress(forwardedForEntry(value, trustedProxyHops));
  return (entry ?? socket)?.address ?? null;
}
