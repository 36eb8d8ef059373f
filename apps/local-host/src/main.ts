/** `pnpm --filter @agency/local-host start`: serves the built site and the contact function. */
import { MAX_TRUSTED_PROXY_HOPS } from '@agency/supabase/shared/client-identity';
import { DEFAULT_HOST, DEFAULT_PORT, startServer, type RunningServer } from './server.ts';

function portFromEnv(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_PORT;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`PORT must be a port number, got "${value}"`);
  return port;
}

/** A whole number from `min` to `max` from the environment, or undefined when unset. */
function wholeNumberFromEnv(name: string, min: number, max = Infinity): number | undefined {
  const value = process.env[name];
  if (value === undefined || value === '') return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max)
    throw new Error(
      max === Infinity
        ? `${name} must be a whole number of at least ${min}, got "${value}"`
        : `${name} must be a whole number from ${min} to ${max}, got "${value}"`,
    );
  return number;
}

let server: RunningServer;
try {
  server = await startServer({
    port: portFromEnv(process.env.PORT),
    host: process.env.HOST || DEFAULT_HOST,
    ...(process.env.SITE_CLIENT_DIR ? { clientDir: process.env.SITE_CLIENT_DIR } : {}),
    ...(process.env.LOCAL_DATA_DIR ? { dataDir: process.env.LOCAL_DATA_DIR } : {}),
    supabaseUrl: process.env.VITE_SUPABASE_URL || null,
    allowedOrigins: process.env.CONTACT_ALLOWED_ORIGINS,
    hashSalt: process.env.CONTACT_HASH_SALT || undefined,
    notifyTo: process.env.CONTACT_TO_EMAIL || undefined,
    globalLimitPerHour: wholeNumberFromEnv('CONTACT_GLOBAL_LIMIT_PER_HOUR', 1),
    retryIntervalMs: ((seconds) => (seconds === undefined ? undefined : seconds * 1000))(
      wholeNumberFromEnv('CONTACT_RETRY_INTERVAL_SECONDS', 0),
    ),
    trustedProxyHops: wholeNumberFromEnv('LOCAL_TRUSTED_PROXY_HOPS', 0, MAX_TRUSTED_PROXY_HOPS),
    staff: {
      email: process.env.LOCAL_STAFF_EMAIL || undefined,
      password: process.env.LOCAL_STAFF_PASSWORD || undefined,
    },
  });
} catch (error) {
  console.error(
    `Local host could not start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}

console.log(`Local host running at ${server.url}`);
console.log(`  site:     ${server.clientDir}`);
console.log(`  data:     ${server.dataDir} (outbox: ${server.outboxDir})`);
console.log(`  function: ${server.url}/functions/v1/send-contact-email`);
console.log(`  admin:    ${server.url}/admin`);
if (!server.hasSite) {
  console.log(
    `  hint: no site build at ${server.clientDir}; run \`npx -y pnpm@10.34.9 --filter @agency/site build\` ` +
      'then restart. Until then pages answer 404 and only the contact function works.',
  );
}

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
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
}
