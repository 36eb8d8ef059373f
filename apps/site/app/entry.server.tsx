import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';

/** How long a page may take to render before the build gives up on it. */
export const streamTimeout = 5_000;

/**
 * The server entry only runs at build time (`ssr: false`): it prerenders every public page and the SPA
 * fallback. It waits for every Suspense boundary (`onAllReady`) and never outlines a finished one
 * (`progressiveChunkSize`: React moves boundaries past ~12.8 KB of HTML out of place otherwise), so
 * each page's HTML holds its complete content where it belongs. Streamed, late content goes into
 * hidden `<div hidden id="S:…">` segments that only an inline script reveals, leaving visitors
 * without JavaScript a heading over an empty card. scripts/streamed-segments.ts checks the output.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeout);
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html');
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status,
            }),
          );
        },
        onShellError(error: unknown) {
          clearTimeout(timeout);
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
  });
}
