/** Reads the function's configuration from its environment (`supabase secrets set ...`). */
import { parseClientAddressTrust, type ClientAddressTrust } from './client-identity.ts';
import { parseAllowedOrigins, type AllowedOrigins } from './cors.ts';
import { DEFAULT_GLOBAL_LIMIT_PER_HOUR } from './limits.ts';
import { parseTimeZone } from './agency-time.ts';
import {
  firstRecipient,
  parseRecipients,
  type NotificationAddresses,
} from './notification-email.ts';
import { parseWebhookTarget, type WebhookTarget } from './webhook.ts';

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
  /** CONTACT_WEBHOOK_URL and CONTACT_WEBHOOK_SECRET (`whsec_…`); null without a URL. */
  webhook: WebhookTarget | null;
  /** CONTACT_TIME_ZONE, the agency's IANA time zone; agency-time.ts has the default. */
  timeZone: string;
  /** CONTACT_SITE_URL, or the first of CONTACT_ALLOWED_ORIGINS: where /admin is, for "Open in inbox". */
  siteUrl: string | null;
  /** CONTACT_REPLY_TO_EMAIL, or CONTACT_TO_EMAIL: where the enquirer's answers to the agency's e-mails go. */
  replyTo: string | null;
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
  const to = parseRecipients(env('CONTACT_TO_EMAIL'));
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

  const allowedOrigins = parseAllowedOrigins(env('CONTACT_ALLOWED_ORIGINS'));
  const siteUrl = env('CONTACT_SITE_URL') || (allowedOrigins === '*' ? null : allowedOrigins[0]);
  if (siteUrl !== undefined && siteUrl !== null && !/^https?:\/\/[^/]+\/?$/.test(siteUrl))
    throw new Error(
      `CONTACT_SITE_URL must be the site's origin, e.g. https://www.agency.example, got "${siteUrl}"`,
    );

  return {
    supabaseUrl,
    serviceRoleKey,
    resendApiKey: notification ? resendApiKey : null,
    notification,
    allowedOrigins,
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
    webhook: parseWebhookTarget(env('CONTACT_WEBHOOK_URL'), env('CONTACT_WEBHOOK_SECRET')),
    timeZone: parseTimeZone(env('CONTACT_TIME_ZONE')),
    siteUrl: siteUrl ?? null,
    replyTo: env('CONTACT_REPLY_TO_EMAIL') || (to ? firstRecipient(to) : null),
    warnings,
  };
}
