import { vars } from '@agency/ui';
import { style } from '@vanilla-extract/css';

export const body = style({ maxWidth: vars.layout.measure });

/**
 * The function's redirect names the reason in the URL fragment (`#email-invalid`): only the
 * targeted reason shows, and the general line only when none is targeted. Works without scripts.
 */
export const reason = style({
  display: 'none',
  // The fragment would scroll the reason to the top, under the fixed header and past the heading:
  // a margin this large keeps the page at its top instead.
  scrollMarginTop: '100vh',
  selectors: { '&:target': { display: 'block' } },
});

export const noReason = style({
  selectors: { [`:has(> ${reason}:target) > &`]: { display: 'none' } },
});
