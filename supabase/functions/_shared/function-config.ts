/** Reads the function's configuration from its environment (`supabase secrets set ...`). */
import { parseClientAddressTrust, type ClientAddressTrust } from './client-identity.ts';
import { parseAllowedOrigins, type AllowedOrigins } from './cors.ts';
import { DEFAULT_GLOBAL_LIMIT_PER_HOUR } from './limits.ts';
import type { NotificationAddresses } from './notification-email.ts';

export const DEFAULT_FROM_EMAIL = 'Website contact form <onboarding@resend.dev>';

export interface FunctionConfig {
  supabaseUrl: string;
  serviceRoleKey: string;
  resendApiKey: string | null;
  notification: NotificationAddresses | null;
  allowedOrigins: AllowedOrigins;
  hashSalt: string;
  /** Which header carries the client address on this platform (CONTACT_CLIENT_IP_HEADER, CONTACT_TRUSTED_PROXY_HOPS). */
  clientAddressTrust: ClientAddressTrust;
  /** CONTACT_GLOBAL_LIMIT_PER_HOUR: stored submissions per hour across all senders. */
  globalLimitPerHour: number;
  /** CONTACT_RETRY_SECRET: the bearer token of the scheduled outbox run; the retry route is off without it. */
  retrySecret: string | null;
  warnings: string[];
}

/** A positive whole number from the environment, or the default when unset. */
export function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw new Error(`${name} must be a whole number above 0, got "${value}"`);
  return number;
}

export function readFunctionConfig(env: (name: string) => string | undefined): FunctionConfig {
  const required = (name: string) => {
    const value = env(name);
    if (!value) throw new Error(`${name} is not set`);
    return value;
  };
  const supabaseUrl = required('SUPABASE_URL');
  const serviceRoleKey = required('SUPABASE_SERVICE_ROLE_KEY');
  const warnings: string[] = [];

  const resendApiKey = env('RESEND_API_KEY') || null;
  const to = env('CONTACT_TO_EMAIL') || null;
  if (resendApiKey && !to)
    warnings.push('RESEND_API_KEY is set but CONTACT_TO_EMAIL is not: no e-mail is sent.');
  const notification = to ? { to, from: env('CONTACT_FROM_EMAIL') || DEFAULT_FROM_EMAIL } : null;

  let hashSalt = env('CONTACT_HASH_SALT') || '';
  if (!hashSalt) {
    // Still secret and stable: the platform always injects the service-role key.
    warnings.push(
      'CONTACT_HASH_SALT is not set: client addresses are hashed with a salt derived from the service key.',
    );
    hashSalt = `service-role:${serviceRoleKey}`;
  }

  return {
    supabaseUrl,
    serviceRoleKey,
    resendApiKey: notification ? resendApiKey : null,
    notification,
    allowedOrigins: parseAllowedOrigins(env('CONTACT_ALLOWED_ORIGINS')),
    hashSalt,
    clientAddressTrust: parseClientAddressTrust(
      env('CONTACT_CLIENT_IP_HEADER'),
      env('CONTACT_TRUSTED_PROXY_HOPS'),
    ),
    globalLimitPerHour: positiveInteger(
      'CONTACT_GLOBAL_LIMIT_PER_HOUR',
      env('CONTACT_GLOBAL_LIMIT_PER_HOUR'),
      DEFAULT_GLOBAL_LIMIT_PER_HOUR,
    ),
    retrySecret: env('CONTACT_RETRY_SECRET') || null,
    warnings,
  };
}
