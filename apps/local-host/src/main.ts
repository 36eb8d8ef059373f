/** `pnpm --filter @agency/local-host start`: serves the built site and the contact function. */
import {
  MAX_TRUSTED_PROXY_HOPS,
  OVERDUE_AFTER_ENV,
  parseOverdueAfterHours,
  parseRecipients,
  parseTimeZone,
} from '@agency/supabase/handlers';
import { DEFAULT_HOST, DEFAULT_PORT, startServer, type RunningServer } from './server.ts';

/** A whole number from `min` to `max` from the environment, or undefined when unset. */
function wholeNumberFromEnv(name: string, min: number, max = Infinity): number | undefined {
  const value = process.env[name];
  if (value === undefined || value === '') return undefined;
  const number = Number(value);
  if (Number.isInteger(number) && number >= min && number <= max) return number;
  if (name === 'PORT') throw new Error(`PORT must be a port number, got "${value}"`);
  const range = max === Infinity ? `of at least ${min}` : `from ${min} to ${max}`;
  throw new Error(`${name} must be a whole number ${range}, got "${value}"`);
}

let server: RunningServer;
try {
  const retrySeconds = wholeNumberFromEnv('CONTACT_RETRY_INTERVAL_SECONDS', 0);
  server = await startServer({
    port: wholeNumberFromEnv('PORT', 0, 65_535) ?? DEFAULT_PORT,
    host: process.env.HOST || DEFAULT_HOST,
    clientDir: process.env.SITE_CLIENT_DIR || undefined,
    dataDir: process.env.LOCAL_DATA_DIR || undefined,
    supabaseUrl: process.env.VITE_SUPABASE_URL || null,
    allowedOrigins: process.env.CONTACT_ALLOWED_ORIGINS,
    hashSalt: process.env.CONTACT_HASH_SALT || undefined,
    notifyTo: parseRecipients(process.env.CONTACT_TO_EMAIL) ?? undefined,
    webhookUrl: process.env.CONTACT_WEBHOOK_URL || undefined,
    webhookSecret: process.env.CONTACT_WEBHOOK_SECRET || undefined,
    timeZone: parseTimeZone(process.env.CONTACT_TIME_ZONE),
    // Test only: unset, a stored submission's deliveries start at once.
    deliveryDelayMs: wholeNumberFromEnv('LOCAL_TEST_DELIVERY_DELAY_MS', 0),
    globalLimitPerHour: wholeNumberFromEnv('CONTACT_GLOBAL_LIMIT_PER_HOUR', 1),
    retryIntervalMs: retrySeconds === undefined ? undefined : retrySeconds * 1000,
    overdueAfterHours: parseOverdueAfterHours(process.env[OVERDUE_AFTER_ENV]),
    trustedProxyHops: wholeNumberFromEnv('LOCAL_TRUSTED_PROXY_HOPS', 0, MAX_TRUSTED_PROXY_HOPS),
    staff: {
      email: process.env.LOCAL_STAFF_EMAIL || undefined,
      password: process.env.LOCAL_STAFF_PASSWORD || undefined,
    },
  });
} catch (error) {
  const reason = error instanceof Error ? error.message : String(error);
  console.error(`Local host could not start: ${reason}`);
  process.exit(1);
}

console.log(`Local host running at ${server.url}`);
console.log(`  site:     ${server.clientDir}`);
console.log(`  data:     ${server.dataDir} (outbox: ${server.outboxDir})`);
console.log(`  function: ${server.url}/functions/v1/send-contact-email`);
console.log(`  admin:    ${server.url}/admin`);
if (!server.hasSite)
  console.log(
    `  hint: no site build at ${server.clientDir}; run \`npx -y pnpm@10.34.9 --filter @agency/site build\` ` +
      'then restart. Until then pages answer 404 and only the contact function works.',
  );

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal} received, shutting down...`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
