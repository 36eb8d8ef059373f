/** Reads the function's configuration from its environment (`supabase secrets set ...`). */
import { parseAllowedOrigins, type AllowedOrigins } from '../_shared/cors.ts';
import type { NotificationAddresses } from '../_shared/notification-email.ts';

export const DEFAULT_FROM_EMAIL = 'Website contact form <onboarding@resend.dev>';

export interface FunctionConfig {
  supabaseUrl: string;
  serviceRoleKey: string;
  resendApiKey: string | null;
  notification: NotificationAddresses | null;
  allowedOrigins: AllowedOrigins;
  hashSalt: string;
  warnings: string[];
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
    warnings,
  };
}
