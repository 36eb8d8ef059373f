/** What the site and the local host use; everything else stays inside the package's modules. */
export {
  buildContactPayload,
  CONTACT_FIELDS,
  CONTACT_MESSAGES,
  contactFormAction,
  createClientRateLimiter,
  FORM_OUTCOME_PATHS,
  NOT_SENT_REASONS,
  type ClientRateLimiter,
  type ContactField,
  type ContactRequestBody,
} from './rules.ts';
export { createContactSubmitter, outcomeFromInvokeResult, type SubmitOutcome } from './send.ts';
export type { ContactFormStatus, SendContact } from './form.ts';
// The staff inbox's vocabulary (views, rows, triage), shared with the admin-submissions function under supabase/.
export {
  INBOX_VIEWS,
  type InboxCounts,
  type InboxItem,
  type InboxPage,
  type InboxSummary,
  type InboxView,
  type TriagePatch,
} from '@agency/supabase/shared/inbox';
