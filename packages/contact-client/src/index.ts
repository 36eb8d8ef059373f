/** What the site and the local host use; everything else stays inside the package's modules. */
export {
  CONTACT_FIELDS,
  CONTACT_MESSAGES,
  FORM_OUTCOME_PATHS,
  NOT_SENT_REASONS,
  type ContactField,
  type ContactRequestBody,
} from './shared-rules.ts';
export { createClientRateLimiter, type ClientRateLimiter } from './rate-limiter.ts';
export { buildContactPayload } from './payload.ts';
export type { SubmitOutcome } from './submit-outcome.ts';
export { outcomeFromInvokeResult } from './error-mapping.ts';
export { contactFormAction } from './config.ts';
export { createContactSubmitter } from './submit-contact.ts';
export type { ContactFormStatus } from './form-state.ts';
export type { SendContact } from './form-controller.ts';
export * from './inbox.ts';
