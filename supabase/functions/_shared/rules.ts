/**
 * What the contact form in the browser shares with the function, and nothing else: the validation, the limits, the
 * texts, the payload shape and its outcomes. No Hono, no database, no Deno or Node API (`@agency/supabase/rules`).
 */
export * from './limits.ts';
export * from './messages.ts';
export * from './outcome.ts';
export * from './validation.ts';
