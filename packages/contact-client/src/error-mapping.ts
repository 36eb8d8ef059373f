/**
 * Turns a functions `invoke` result into what the visitor reads: an answer with an error, or without a success flag,
 * is a failure with the server's error text, else 'Failed to send message'.
 */
import {
  FunctionsFetchError,
  FunctionsHttpError,
  FunctionsRelayError,
} from '@supabase/functions-js';
import { CONTACT_MESSAGES } from './shared-rules.ts';
import type { SubmitOutcome } from './submit-outcome.ts';

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
