/**
 * The rules, texts and limits the form shares with the send-contact-email function. They live under supabase/ so the
 * Edge Function bundle can reach them; this package re-exports them so there is exactly one source.
 */
export * from '../../../supabase/functions/_shared/validation.ts';
export { CONTACT_MESSAGES } from '../../../supabase/functions/_shared/messages.ts';
export {
  CLIENT_SIDE_RATE_LIMIT,
  MAX_LENGTHS,
  MIN_LENGTHS,
} from '../../../supabase/functions/_shared/limits.ts';
export {
  DEFAULT_SOURCE,
  HONEYPOT_FIELD,
  type ContactMetadata,
  type ContactRequestBody,
} from '../../../supabase/functions/_shared/contact-payload.ts';
export {
  FORM_OUTCOME_PATHS,
  NOT_SENT_REASONS,
  type NotSentReason,
} from '../../../supabase/functions/_shared/form-post-outcome.ts';
