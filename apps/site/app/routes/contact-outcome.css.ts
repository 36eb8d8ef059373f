import { NOT_SENT_PAGE, NOT_SENT_REASONS } from '@agency/contact-client';
import { vars } from '@agency/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const body = style({ maxWidth: vars.layout.measure });

export const reasons = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
});

/**
 * Which reasons show: the one the function's redirect names in the URL fragment (`#email-invalid`), or every one
 * the function names on the list when it answers with this page itself. Works without scripts.
 */
export const reason = style({
  display: 'none',
  // The fragment would scroll the reason to the top, under the fixed header and past the heading:
  // a margin this large keeps the page at its top instead.
  scrollMarginTop: '100vh',
  selectors: { '&:target': { display: 'block' } },
});

const named = `[${NOT_SENT_PAGE.reasonsAttribute}]`;
for (const id of Object.keys(NOT_SENT_REASONS))
  globalStyle(`[${NOT_SENT_PAGE.reasonsAttribute}~="${id}"] > #${id}`, { display: 'block' });

// The function hides the "use Back" block once the page carries the filled form; `hidden` alone loses to its layout.
globalStyle(`[${NOT_SENT_PAGE.backAttribute}][hidden]`, { display: 'none' });

/** The general line, only when no reason shows. */
export const noReason = style({
  selectors: {
    [`:has(> ${reasons} > ${reason}:target) > &, :has(> ${named}:not([${NOT_SENT_PAGE.reasonsAttribute}=""])) > &`]:
      { display: 'none' },
  },
});
