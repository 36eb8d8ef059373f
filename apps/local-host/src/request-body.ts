/**
 * The request body the host hands to the apps, instead of @hono/node-server's. Both Node 20's `Readable.toWeb` and
 * @hono/node-server's wrapper of it keep their 'data' listener after a handler stops reading (a 413 before the body
 * arrived): Node 20 then throws an uncaught ERR_INVALID_STATE on the next chunk (nodejs/node#54205), and the wrapper
 * pauses the socket for good, so the next request on that keep-alive connection never gets an answer.
 */
import type { IncomingMessage } from 'node:http';
import { finished } from 'node:stream';

const discardRest = new WeakMap<IncomingMessage, () => void>();

/** The body as a Web stream that a handler may cancel or leave at any time. */
function requestBody(req: IncomingMessage): ReadableStream<Uint8Array> {
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

/** The request with its body read from `req` through `requestBody`. */
export function withOwnBody(request: Request, req: IncomingMessage): Request {
  if (request.method === 'GET' || request.method === 'HEAD') return request;
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: requestBody(req),
    duplex: 'half',
  } as RequestInit);
}

/**
 * After the answer: a body not read to its end (413 from Content-Length, or a handler that stopped reading) is read
 * and dropped (the parser keeps the framing; the request timeout bounds it). Closing instead would reset the
 * connection under a client still uploading, which then never reads the answer.
 */
export function discardUnreadBody(req: IncomingMessage): void {
  if (!req.complete) (discardRest.get(req) ?? (() => req.resume()))();
}
