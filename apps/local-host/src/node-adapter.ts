/** node:http ↔ Web Request/Response, so the runtime-neutral handler runs unchanged on Node. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';

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
  res.writeHead(response.status, headers);
  res.end(body ?? undefined);
}

/** The embedded host stands in for the platform's proxy: first `x-forwarded-for` entry, else the socket address. */
export function clientAddressOf(req: IncomingMessage): string | null {
  const forwarded = req.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  if (first) return first.slice(0, 64);
  const address = req.socket.remoteAddress ?? null;
  return address?.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
}
