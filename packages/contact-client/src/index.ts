export * from './shared-rules.ts';
export {
  createClientRateLimiter,
  sharedClientRateLimiter,
  type ClientRateLimiter,
  type ClientRateLimiterOptions,
} from './rate-limiter.ts';
export { buildContactPayload, type PayloadContext } from './payload.ts';
export type { SubmitOutcome } from './submit-outcome.ts';
export { outcomeFromError, outcomeFromInvokeResult, type InvokeResult } from './error-mapping.ts';
export {
  contactFormAction,
  FUNCTION_NAME,
  FUNCTIONS_PATH,
  LOCAL_ANON_KEY,
  resolveContactClientConfig,
  type ContactClientConfig,
  type ContactClientEnv,
} from './config.ts';
export {
  createContactSubmitter,
  submitContact,
  type ContactSubmitter,
  type ContactSubmitterOptions,
  type SubmitOptions,
} from './submit-contact.ts';
export { createAttemptKeys, IDEMPOTENCY_HEADER, newIdempotencyKey } from './idempotency-key.ts';
export {
  contactFormReducer,
  EMPTY_VALUES,
  INITIAL_FORM_STATE,
  type ContactFormAction,
  type ContactFormErrors,
  type ContactFormState,
  type ContactFormStatus,
} from './form-state.ts';
export {
  createContactFormController,
  STATUS_RESET_MS,
  type ContactFormController,
  type ContactFormControllerOptions,
  type SendContact,
} from './form-controller.ts';
export * from './inbox.ts';
