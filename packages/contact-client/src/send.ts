/**
 * The network half of the form: sends the body with @supabase/functions-js and turns the answer into what the visitor
 * reads (an answer with an error, or without a success flag, is a failure with the server's error text, else 'Failed to
 * send message'). Only this module imports @supabase/functions-js, so the site loads it with `import()` on the first
 * submit.
 */
import {
  FunctionsClient,
  FunctionsFetchError,
  FunctionsHttpError,
  FunctionsRelayError,
} from '@supabase/functions-js';
import {
  CONTACT_MESSAGES,
  FUNCTION_NAME,
  resolveContactClientConfig,
  type ContactClientConfig,
  type ContactRequestBody,
} from './rules.ts';

/** What a submit attempt came to, as the form shows it. */
export type SubmitOutcome =
  | { status: 'success' }
  | { status: 'rate-limited'; message: string }
  | { status: 'error'; message: string };

/**
 * The `Idempotency-Key` of one submission attempt: the server stores it with the row, so a retry of an attempt whose
 * answer was lost (a dropped connection, a timeout) gets the first answer instead of storing a second copy.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export interface InvokeResult {
  data: unknown;
  error: unknown;
}

const RATE_LIMITED_STATUS = 429;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function serverErrorText(body: unknown): string | null {
  if (!isRecord(body) || typeof body.error !== 'string') return null;
  const text = body.error.trim();
  return text === '' ? null : text;
}

// supabase-js and functions-js may each bring their own copy of the classes; the name identifies them as well.
function isErrorOfClass(
  error: unknown,
  errorClass: abstract new (...args: never[]) => Error,
): boolean {
  return error instanceof errorClass || (error instanceof Error && error.name === errorClass.name);
}

async function readJson(response: unknown): Promise<unknown> {
  if (!isRecord(response) || typeof response.json !== 'function') return null;
  try {
    return await (response as unknown as Response).json();
  } catch {
    return null;
  }
}

export async function outcomeFromError(error: unknown): Promise<SubmitOutcome> {
  if (isErrorOfClass(error, FunctionsHttpError)) {
    const response = (error as FunctionsHttpError).context as unknown;
    const text = serverErrorText(await readJson(response));
    const status = isRecord(response) ? response.status : undefined;
    if (status === RATE_LIMITED_STATUS)
      return { status: 'rate-limited', message: text ?? CONTACT_MESSAGES.rateLimited };
    return { status: 'error', message: text ?? CONTACT_MESSAGES.failedToSend };
  }
  if (isErrorOfClass(error, FunctionsRelayError) || isErrorOfClass(error, FunctionsFetchError)) {
    return { status: 'error', message: CONTACT_MESSAGES.tryAgainLater };
  }
  return { status: 'error', message: CONTACT_MESSAGES.unexpected };
}

/** An answer with an error, or without a success flag, is a failure with the server's text or 'Failed to send message'. */
export async function outcomeFromInvokeResult({
  data,
  error,
}: InvokeResult): Promise<SubmitOutcome> {
  if (error) return outcomeFromError(error);
  const text = serverErrorText(data);
  if (isRecord(data) && data.success === true && text === null) return { status: 'success' };
  return { status: 'error', message: text ?? CONTACT_MESSAGES.failedToSend };
}

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
