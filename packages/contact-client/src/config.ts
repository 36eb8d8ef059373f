/** Where the form sends: the Supabase project from VITE_SUPABASE_URL / VITE_SUPABASE_ANON_KEY, else the embedded local backend. */

export const FUNCTION_NAME = 'send-contact-email';
export const FUNCTIONS_PATH = '/functions/v1';
/** The embedded local backend does not check keys; Supabase's gateway wants one in the headers all the same. */
export const LOCAL_ANON_KEY = 'local-anon-key';

export interface ContactClientEnv {
  VITE_SUPABASE_URL?: string;
  VITE_SUPABASE_ANON_KEY?: string;
}

export interface ContactClientConfig {
  functionsUrl: string;
  anonKey: string;
}

/** Vite replaces `import.meta.env` at build time; elsewhere it is undefined. */
export function readViteEnv(): ContactClientEnv {
  return (import.meta as unknown as { env?: ContactClientEnv }).env ?? {};
}

export function resolveContactClientConfig(
  env: ContactClientEnv = readViteEnv(),
  origin: string | undefined = globalThis.location?.origin,
): ContactClientConfig {
  const projectUrl = env.VITE_SUPABASE_URL?.trim().replace(/\/+$/, '');
  const anonKey = env.VITE_SUPABASE_ANON_KEY?.trim() || LOCAL_ANON_KEY;
  if (projectUrl) return { functionsUrl: `${projectUrl}${FUNCTIONS_PATH}`, anonKey };
  // Same origin: the local host serves the site and mounts the function under /functions/v1.
  return { functionsUrl: `${origin ?? ''}${FUNCTIONS_PATH}`, anonKey };
}

/**
 * The `action` of the contact form, for browsers that post it without JavaScript: the project's function URL in
 * production, the same-origin path on the embedded local backend. Computed at build time, so no page origin.
 */
export function contactFormAction(env: ContactClientEnv = readViteEnv()): string {
  return `${resolveContactClientConfig(env, '').functionsUrl}/${FUNCTION_NAME}`;
}
