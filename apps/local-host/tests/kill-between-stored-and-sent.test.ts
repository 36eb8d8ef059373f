/**
 * The host is killed with SIGKILL between storing a submission (or a staff reply) and sending its deliveries, and
 * restarted on the same data folder: the acknowledgement and the reply (files in the outbox) and the webhook (a
 * verified request at a receiver on 127.0.0.1) each arrive exactly once. A kill while the webhook's request is in flight (sent, not yet recorded)
 * repeats the request under the same `webhook-id`, which the receiver takes once.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readOutbox } from '../src/outbox-folder.ts';
import { accessTokenOf } from './sign-in.ts';
import { startWebhookReceiver, webhookSecret } from './webhook-receiver.ts';

const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));
let dataDir: string;
const children: ChildProcessWithoutNullStreams[] = [];

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'local-host-kill-'));
});
afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

/** The host as `start` runs it, in a process of its own; `waitFor` resolves once its output matches. */
async function startHost(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: PACKAGE_DIR,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOCAL_DATA_DIR: dataDir,
      SITE_CLIENT_DIR: join(dataDir, 'no-site'),
      CONTACT_RETRY_INTERVAL_SECONDS: '0',
      ...env,
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  const watchers: (() => void)[] = [];
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const watcher of watchers) watcher();
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const waitFor = (pattern: RegExp, timeoutMs = 60_000) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no ${pattern} within ${timeoutMs} ms in:\n${output}`)),
        timeoutMs,
      );
      const check = () => {
        const match = pattern.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve(match);
        }
      };
      watchers.push(check);
      check();
    });
  const url = (await waitFor(/Local host running at (http:\/\/127\.0\.0\.1:\d+)/))[1]!;
  return {
    url,
    waitFor,
    output: () => output,
    kill: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function submit(url: string, email: string) {
  const response = await fetch(`${url}/functions/v1/send-contact-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Killed Host',
      email,
      message: 'The host died after storing this message.',
      metadata: { source: 'website' },
      website: '',
    }),
  });
  expect(response.status).toBe(200);
}

const acknowledgements = async (to: string) =>
  (await readOutbox(join(dataDir, 'outbox'))).filter(
    (email) => email.idempotencyKey.startsWith('contact-acknowledgement/') && email.to === to,
  );

describe('a kill of the host between "stored" and "sent"', () => {
  it('sends the acknowledgement and the webhook exactly once after the restart', async () => {
    const secret = webhookSecret();
    const receiver = await startWebhookReceiver(secret);
    const webhookEnv = { CONTACT_WEBHOOK_URL: receiver.url, CONTACT_WEBHOOK_SECRET: secret };
    try {
      // The run a stored submission starts waits (test-only delay), so the kill lands before it sends anything.
      const first = await startHost({ ...webhookEnv, LOCAL_TEST_DELIVERY_DELAY_MS: '60000' });
      await submit(first.url, 'killed.before.sending@example.com');
      await first.waitFor(/stored submission [0-9a-f-]+ \(new\)/);
      await first.kill();
      expect(await acknowledgements('killed.before.sending@example.com')).toHaveLength(0);
      expect(receiver.receipts).toHaveLength(0);

      const second = await startHost(webhookEnv);
      await second.waitFor(/outbox: 2 of 2 deliveries sent/);
      // A second restart finds nothing left to send.
      await second.stop();
      const third = await startHost(webhookEnv);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(third.output()).not.toMatch(/deliveries sent/);
      await third.stop();

      expect(await acknowledgements('killed.before.sending@example.com')).toHaveLength(1);
      expect(receiver.receipts).toHaveLength(1);
      expect(receiver.receipts[0]!.verified).toBe(true);
      console.log(
        `[figures] kill before sending: acknowledgements in the outbox 1 expected, ${
          (await acknowledgements('killed.before.sending@example.com')).length
        } found; webhook requests ${receiver.receipts.length}, distinct ids ${receiver.distinctIds().size}`,
      );
    } finally {
      await receiver.close();
    }
  });

  it('repeats a webhook killed in flight under the same webhook-id, which the receiver takes once', async () => {
    const secret = webhookSecret();
    let held = false;
    let heldArrived: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (heldArrived = resolve));
    // The first request is held open (the host has sent it and waits for the answer); later ones are answered.
    const receiver = await startWebhookReceiver(secret, (_receipt, response) => {
      if (!held) {
        held = true;
        heldArrived();
        return;
      }
      response.writeHead(204).end();
    });
    const webhookEnv = { CONTACT_WEBHOOK_URL: receiver.url, CONTACT_WEBHOOK_SECRET: secret };
    try {
      const first = await startHost(webhookEnv);
      await submit(first.url, 'killed.in.flight@example.com');
      await Promise.race([
        arrived,
        new Promise((_, reject) =>
          setTimeout(() => reject(new Error(`no webhook arrived:\n${first.output()}`)), 30_000),
        ),
      ]);
      await first.kill();

      const second = await startHost(webhookEnv);
      await second.waitFor(/outbox: \d of \d deliveries sent/);
      await second.stop();

      const ids = receiver.receipts.map((receipt) => receipt.id);
      expect(ids).toHaveLength(2);
      expect(receiver.distinctIds().size).toBe(1);
      expect(receiver.receipts.every((receipt) => receipt.verified)).toBe(true);
      expect(await acknowledgements('killed.in.flight@example.com')).toHaveLength(1);
      console.log(
        `[figures] kill in flight: webhook requests ${ids.length}, distinct webhook-id ${receiver.distinctIds().size}, acknowledgements ${(await acknowledgements('killed.in.flight@example.com')).length}`,
      );
    } finally {
      await receiver.close();
    }
  });

  it('sends a staff reply exactly once after the restart', async () => {
    const staff = {
      LOCAL_STAFF_EMAIL: 'desk@agency.example',
      LOCAL_STAFF_PASSWORD: 'kill-test-password-1',
    };
    const setup = await startHost(staff);
    await submit(setup.url, 'awaiting.reply@example.com');
    const id = (await setup.waitFor(/stored submission ([0-9a-f-]+) \(new\)/))[1]!;
    await setup.waitFor(/outbox: 1 of 1 deliveries sent/);
    await setup.stop();

    const first = await startHost({ ...staff, LOCAL_TEST_DELIVERY_DELAY_MS: '60000' });
    const token = await accessTokenOf(first.url, {
      email: staff.LOCAL_STAFF_EMAIL,
      password: staff.LOCAL_STAFF_PASSWORD,
    });
    const answer = await fetch(
      `${first.url}/functions/v1/admin-submissions?id=${id}&action=reply`,
      {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ text: 'Thank you, we can start next week.' }),
      },
    );
    expect(answer.status).toBe(201);
    await first.kill();
    const replies = async () =>
      (await readOutbox(join(dataDir, 'outbox'))).filter((email) =>
        email.idempotencyKey.startsWith('contact-reply/'),
      );
    expect(await replies()).toHaveLength(0);

    const second = await startHost(staff);
    await second.waitFor(/outbox: 1 of 1 deliveries sent/);
    await second.stop();
    const third = await startHost(staff);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(third.output()).not.toMatch(/deliveries sent/);
    await third.stop();

    const sent = await replies();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'awaiting.reply@example.com', submissionId: id });
    expect(sent[0]!.text).toMatch(
      /^Thank you, we can start next week\.\n\nOn .+, you wrote:\n> The host died/,
    );
    console.log(`[figures] reply killed before sending: replies in the outbox ${sent.length}`);
  });
});
