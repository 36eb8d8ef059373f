/** What the site and the local host use; everything else stays inside the package's modules. */
export {
  buildContactPayload,
  CONTACT_FIELDS,
  CONTACT_MESSAGES,
  contactFormAction,
  createClientRateLimiter,
  FORM_OUTCOME_PATHS,
  NOT_SENT_PAGE,
  NOT_SENT_REASONS,
  type ClientRateLimiter,
  type ContactField,
  type ContactRequestBody,
} from './rules.ts';
export { createContactSubmitter, outcomeFromInvokeResult, type SubmitOutcome } from './send.ts';
export type { ContactFormStatus, SendContact } from './form.ts';
