import { buildContactPayload, createContactSubmitter } from '@agency/contact-client';

/** Sends an enquiry the way the site's contact form does (the browser's submitter); resolves with its outcome. */
export function sendEnquiry(
  baseUrl: string,
  fields: Parameters<typeof buildContactPayload>[0],
  userAgent = 'local-host-test',
) {
  const submit = createContactSubmitter({ functionsUrl: `${baseUrl}/functions/v1`, anonKey: 'k' });
  return submit(buildContactPayload(fields, { userAgent, now: new Date(), honeypot: '' }));
}
