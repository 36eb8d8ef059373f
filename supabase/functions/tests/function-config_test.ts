import { readFunctionConfig } from '../_shared/function-config.ts';
import { check, checkEqual } from './check.ts';

const platform = {
  SUPABASE_URL: 'https://abc.supabase.co',
  SUPABASE_SERVICE_ROLE_KEY: 'service-key',
};
const envOf = (values: Record<string, string>) => (name: string) => values[name];

Deno.test('without RESEND_API_KEY no e-mail is configured and every origin may call', () => {
  const config = readFunctionConfig(envOf({ ...platform, CONTACT_HASH_SALT: 'salt' }));
  checkEqual(config.resendApiKey, null, 'resend key');
  checkEqual(config.allowedOrigins, '*', 'origins');
  checkEqual(config.hashSalt, 'salt', 'salt');
  checkEqual(config.warnings, [], 'warnings');
});

Deno.test('with the Resend key and an inbox, e-mail is configured with the default sender', () => {
  const config = readFunctionConfig(
    envOf({
      ...platform,
      RESEND_API_KEY: 're_1',
      CONTACT_TO_EMAIL: 'hello@agency.example',
      CONTACT_HASH_SALT: 's',
    }),
  );
  checkEqual(config.resendApiKey, 're_1', 'resend key');
  checkEqual(config.notification?.to, 'hello@agency.example', 'to');
  check((config.notification?.from ?? '').includes('@'), 'a default sender');
});

Deno.test('a Resend key without an inbox sends nothing and says why', () => {
  const config = readFunctionConfig(
    envOf({ ...platform, RESEND_API_KEY: 're_1', CONTACT_HASH_SALT: 's' }),
  );
  checkEqual(config.resendApiKey, null, 'resend key');
  check(
    config.warnings.some((warning) => warning.includes('CONTACT_TO_EMAIL')),
    'warning names the missing secret',
  );
});

Deno.test('allowed origins are parsed from CONTACT_ALLOWED_ORIGINS', () => {
  const config = readFunctionConfig(
    envOf({
      ...platform,
      CONTACT_ALLOWED_ORIGINS: 'https://www.lumenforge.example/, https://lumenforge.example',
    }),
  );
  checkEqual(
    config.allowedOrigins,
    ['https://www.lumenforge.example', 'https://lumenforge.example'],
    'origins',
  );
});

Deno.test('a missing salt falls back to one derived from the service key, with a warning', () => {
  const config = readFunctionConfig(envOf(platform));
  check(config.hashSalt.length > 0 && config.hashSalt !== platform.SUPABASE_URL, 'salt derived');
  check(
    config.warnings.some((warning) => warning.includes('CONTACT_HASH_SALT')),
    'warning',
  );
});

Deno.test('the platform variables are required', () => {
  let message = '';
  try {
    readFunctionConfig(envOf({ SUPABASE_URL: 'https://abc.supabase.co' }));
  } catch (error) {
    message = (error as Error).message;
  }
  checkEqual(message, 'SUPABASE_SERVICE_ROLE_KEY is not set', 'error');
});

Deno.test(
  'the client address comes from cf-connecting-ip unless another header is configured',
  () => {
    const defaults = readFunctionConfig(envOf({ ...platform, CONTACT_HASH_SALT: 's' }));
    checkEqual(defaults.clientAddressTrust, { header: 'cf-connecting-ip' }, 'default');
    checkEqual(defaults.globalLimitPerHour, 200, 'global ceiling');
    checkEqual(defaults.retrySecret, null, 'retry route off');
    const proxied = readFunctionConfig(
      envOf({
        ...platform,
        CONTACT_HASH_SALT: 's',
        CONTACT_CLIENT_IP_HEADER: 'X-Forwarded-For',
        CONTACT_TRUSTED_PROXY_HOPS: '2',
        CONTACT_GLOBAL_LIMIT_PER_HOUR: '50',
        CONTACT_RETRY_SECRET: 'r',
      }),
    );
    checkEqual(
      proxied.clientAddressTrust,
      { header: 'x-forwarded-for', trustedProxyHops: 2 },
      'configured',
    );
    checkEqual([proxied.globalLimitPerHour, proxied.retrySecret], [50, 'r'], 'ceiling and secret');
  },
);

Deno.test('refuses to start with a malformed trust model or ceiling', () => {
  const cases: Record<string, string>[] = [
    { CONTACT_CLIENT_IP_HEADER: 'x forwarded' },
    { CONTACT_CLIENT_IP_HEADER: 'x-forwarded-for', CONTACT_TRUSTED_PROXY_HOPS: '0' },
    { CONTACT_GLOBAL_LIMIT_PER_HOUR: '-5' },
  ];
  for (const bad of cases) {
    let message = '';
    try {
      readFunctionConfig(envOf({ ...platform, CONTACT_HASH_SALT: 's', ...bad }));
    } catch (error) {
      message = (error as Error).message;
    }
    check(message.startsWith('CONTACT_'), `names the setting: ${JSON.stringify(bad)} → ${message}`);
  }
});
