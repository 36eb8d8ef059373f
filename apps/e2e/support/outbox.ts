/**
 * What the embedded host "sent": the e-mails in its outbox folder (one subfolder per submission, one JSON file per
 * e-mail, named by its idempotency key), and a webhook receiver on 127.0.0.1 that verifies each request's Standard
 * Webhooks signature with the `standardwebhooks` package, as a chat tool's receiver would.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Webhook } from 'standardwebhooks';

export interface OutboxEmail {
  idempotencyKey: string;
  submissionId: string;
  from: string;
  to: string | string[];
  replyTo: string;
  subject: string;
  text: string;
  html: string;
}

/** Every e-mail in the host's outbox folder. */
export async function outboxEmails(dataDir: string): Promise<OutboxEmail[]> {
  const dir = join(dataDir, 'outbox');
  const emails: OutboxEmail[] = [];
  for (const folder of await readdir(dir).catch(() => []))
    for (const file of await readdir(join(dir, folder)).catch(() => []))
      if (file.endsWith('.json'))
        emails.push(JSON.parse(await readFile(join(dir, folder, file), 'utf8')) as OutboxEmail);
  return emails;
}

export interface WebhookReceipt {
  id: string;
  /** The parsed body, once the signature checked out. */
  payload: { text: string; type: string; data: Record<string, string | null> };
}

/** A receiver on 127.0.0.1; requests whose signature does not verify are answered 400 and counted apart. */
export async function startWebhookReceiver(secret: string) {
  const receipts: WebhookReceipt[] = [];
  const refused: string[] = [];
  const verifier = new Webhook(secret);
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const headers = {
        'webhook-id': String(request.headers['webhook-id'] ?? ''),
        'webhook-timestamp': String(request.headers['webhook-timestamp'] ?? ''),
        'webhook-signature': String(request.headers['webhook-signature'] ?? ''),
      };
      try {
        const payload = verifier.verify(body, headers) as WebhookReceipt['payload'];
        receipts.push({ id: headers['webhook-id'], payload });
        response.writeHead(204).end();
      } catch (error) {
        refused.push(String(error));
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/contact`,
    receipts,
    refused,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
