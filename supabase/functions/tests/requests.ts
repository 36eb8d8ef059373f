/** Request builders for the handler tests. */
export const FUNCTION_URL = 'http://localhost/functions/v1/send-contact-email';
export const ALLOWED_ORIGIN = 'https://www.lumenforge.example';

export const VALID_BODY = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  message: 'We would like a new website for our bakery.',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Test',
  ipAddress: null,
  metadata: {
    user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Test',
    timestamp: '2026-01-01T12:00:00.000Z',
    source: 'website',
  },
  website: '',
};

export function withBody(
  changes: Record<string, unknown>,
  remove: string[] = [],
): Record<string, unknown> {
  const body: Record<string, unknown> = { ...VALID_BODY, ...changes };
  for (const key of remove) delete body[key];
  return body;
}

export function jsonRequest(body: unknown, headers: Record<string, string> = {}): Request {
  return rawRequest(JSON.stringify(body), headers);
}

export function rawRequest(
  body: string | Uint8Array<ArrayBuffer> | null,
  headers: Record<string, string> = {},
  method = 'POST',
): Request {
  return new Request(FUNCTION_URL, {
    method,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7', ...headers },
    body,
  });
}
