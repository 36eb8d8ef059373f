// @vitest-environment node
/**
 * The acknowledgement e-mail the backend sends states the site's own facts (the reply time, the booking link, the
 * agency's name), and the privacy policy tells visitors about it. The backend cannot import the content package
 * (it runs on Deno too), so this keeps its copy equal to the content's.
 */
import { booking, claims, company, privacyPolicy } from '@agency/content';
// eslint-disable-next-line no-restricted-imports -- a Node test comparing the backend's copy with the content, no browser code
import { DEFAULT_ACKNOWLEDGEMENT_FACTS } from '@agency/supabase/handlers';

describe('the acknowledgement e-mail', () => {
  it('states the reply time, the booking link and the name the site shows', () => {
    expect(DEFAULT_ACKNOWLEDGEMENT_FACTS).toEqual({
      agencyName: company.name,
      replyTime: claims.replyTime.text,
      bookingUrl: booking.href,
    });
  });

  it('is in the privacy policy: it repeats nothing typed, once a day at most, never for spam', () => {
    const policy = JSON.stringify(privacyPolicy);
    expect(policy).toContain('we e-mail you a short acknowledgement');
    expect(policy).toContain('It never repeats anything you typed, not even your name');
    expect(policy).toContain(
      'at most one a day to an address, and none for messages our spam protection holds back',
    );
  });
});
