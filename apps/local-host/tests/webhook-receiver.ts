/**
 * A webhook receiver on 127.0.0.1 for the tests: it verifies each request's Standard Webhooks signature with the
 * `standardwebhooks` package, as a receiver would, and records every request and the distinct ids it accepted.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface Receipt {
  id: string;
  verified: boolean;
  payload: unknown;
}

/** A fresh `whsec_` secret. */
export function webhookSecret(): string {
  return `whsec_${Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64')}`;
}

export async function startWebhookReceiver(
  secret: string,
  /** Answers a request; by default 204 at once. Return nothing to hold the request open. */
  answer: (receipt: Receipt, response: ServerResponse) => void = (_, response) =>
    response.writeHead(204).end(),
) {
  const receipts: Receipt[] = [];
  const verifier = new Webhook(secret);
  const server = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const headers = Object.fromEntries(
        ['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((name) => [
          name,
          String(request.headers[name] ?? ''),
        ]),
      );
      let receipt: Receipt;
      try {
        receipt = {
          id: headers['webhook-id']!,
          verified: true,
          payload: verifier.verify(body, headers),
        };
      } catch {
        receipt = { id: headers['webhook-id']!, verified: false, payload: null };
        receipts.push(receipt);
        response.writeHead(400).end();
        return;
      }
      receipts.push(receipt);
      answer(receipt, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/contact`,
    receipts,
    /** The ids accepted, each once: what a receiver that drops repeats acts on. */
    distinctIds: () => new Set(receipts.filter((receipt) => receipt.verified).map((r) => r.id)),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
