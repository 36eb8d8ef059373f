/**
 * The network half of the form: only this module imports @supabase/functions-js, so the site can load it with
 * `import()` on the first submit.
 */
import { FunctionsClient } from '@supabase/functions-js';
import { FUNCTION_NAME, resolveContactClientConfig, type ContactClientConfig } from './config.ts';
import { outcomeFromError, outcomeFromInvokeResult } from './error-mapping.ts';
import { IDEMPOTENCY_HEADER } from './idempotency-key.ts';
import type { ContactRequestBody } from './shared-rules.ts';
import type { SubmitOutcome } from './submit-outcome.ts';

export interface SubmitOptions {
  /** Sent as the `Idempotency-Key` header (idempotency-key.ts). */
  idempotencyKey?: string;
}

export type ContactSubmitter = (
  body: ContactRequestBody,
  options?: SubmitOptions,
) => Promise<SubmitOutcome>;

export interface ContactSubmitterOptions extends Partial<ContactClientConfig> {
  fetch?: typeof fetch;
}

export function createContactSubmitter(options: ContactSubmitterOptions = {}): ContactSubmitter {
  let client: FunctionsClient | undefined;
  const getClient = () => {
    if (!client) {
      const config = { ...resolveContactClientConfig(), ...definedOnly(options) };
      client = new FunctionsClient(config.functionsUrl, {
        headers: { Authorization: `Bearer ${config.anonKey}`, apikey: config.anonKey },
        ...(options.fetch ? { customFetch: options.fetch } : {}),
      });
    }
    return client;
  };

  return async (body, { idempotencyKey } = {}) => {
    try {
      return await outcomeFromInvokeResult(
        await getClient().invoke(FUNCTION_NAME, {
          body,
          ...(idempotencyKey ? { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } } : {}),
        }),
      );
    } catch (error) {
      return outcomeFromError(error);
    }
  };
}

function definedOnly(options: ContactSubmitterOptions): Partial<ContactClientConfig> {
  const config: Partial<ContactClientConfig> = {};
  if (options.functionsUrl) config.functionsUrl = options.functionsUrl;
  if (options.anonKey) config.anonKey = options.anonKey;
  return config;
}

let defaultSubmitter: ContactSubmitter | undefined;

/** Sends with the configuration from the site's environment; the client is created on first use. */
export const submitContact: ContactSubmitter = (body, options) => {
  defaultSubmitter ??= createContactSubmitter();
  return defaultSubmitter(body, options);
};
