/** Times as the agency reads them (CONTACT_TIME_ZONE), and the link that opens one enquiry in /admin. */

/** The agency's time zone when none is configured: the site's offices are in Indiana. */
export const DEFAULT_TIME_ZONE = 'America/Indiana/Indianapolis';

/** An IANA time zone name Intl knows; throws a sentence naming the variable otherwise. */
export function parseTimeZone(value: string | undefined): string {
  if (value === undefined || value === '') return DEFAULT_TIME_ZONE;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    throw new Error(
      `CONTACT_TIME_ZONE must be an IANA time zone name such as Europe/London, got "${value}"`,
    );
  }
}

/** "Sat, Nov 28, 2026, 04:30 EST": the date, the time and the zone's abbreviation, in the agency's zone. */
export function formatAgencyTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  }).format(new Date(iso));
}

/** /admin opening one enquiry in the view that holds every one (the URL /admin itself keeps: view, id). */
export function inboxLink(siteUrl: string, submissionId: string): string {
  const url = new URL('/admin', siteUrl);
  url.searchParams.set('view', 'all');
  url.searchParams.set('id', submissionId);
  return url.href;
}
