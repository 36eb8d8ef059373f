/**
 * The runtime-neutral handlers and what a host gives them (`@agency/supabase/handlers`): the contact and admin
 * steps, CORS, the JSON reply, client identity, token checks, the notification outbox and the PostgREST store.
 */
export * from './access-token.ts';
export * from './admin-handler.ts';
export * from './client-identity.ts';
export * from './contact-handler.ts';
export * from './cors.ts';
export * from './csv.ts';
export * from './form-page.ts';
export * from './function-config.ts';
export * from './http.ts';
export * from './inbox-pages.ts';
export * from './inbox-search.ts';
export * from './notification-email.ts';
export * from './notification-retry.ts';
export * from './notify-submission.ts';
export * from './read-body.ts';
export * from './resend-mailer.ts';
export * from './submit-contact.ts';
export * from './supabase-store.ts';
export * from './types.ts';
export * from './waiting-time.ts';
export * from './acknowledgement-email.ts';
export * from './agency-time.ts';
export * from './deliveries.ts';
export * from './webhook.ts';
