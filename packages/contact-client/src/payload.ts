import {
  DEFAULT_SOURCE,
  HONEYPOT_FIELD,
  trimContactFields,
  type ContactFields,
  type ContactRequestBody,
} from './shared-rules.ts';

export interface PayloadContext {
  userAgent: string;
  now: Date;
  honeypot: string;
}

/** The body of the send-contact-email call: trimmed fields, user agent, ipAddress null, metadata. */
export function buildContactPayload(
  values: ContactFields,
  context: PayloadContext,
): ContactRequestBody {
  return {
    ...trimContactFields(values),
    userAgent: context.userAgent,
    ipAddress: null,
    metadata: {
      user_agent: context.userAgent,
      timestamp: context.now.toISOString(),
      source: DEFAULT_SOURCE,
    },
    [HONEYPOT_FIELD]: context.honeypot,
  };
}
