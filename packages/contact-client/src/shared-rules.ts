/**
 * The rules, texts and limits the form shares with the send-contact-email function. They live under supabase/ so the
 * Edge Function bundle can reach them; this package re-exports them so there is exactly one source.
 */
export * from '@agency/supabase/shared/validation';
export {
  CONTACT_MESSAGES,
  FORM_OUTCOME_PATHS,
  NOT_SENT_REASONS,
  type NotSentReason,
} from '@agency/supabase/shared/messages';
export { CLIENT_SIDE_RATE_LIMIT, MAX_LENGTHS, MIN_LENGTHS } from '@agency/supabase/shared/limits';
