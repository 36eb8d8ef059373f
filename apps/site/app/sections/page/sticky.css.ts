import { style } from '@vanilla-extract/css';
import { stickyUnderHeader } from '@agency/ui';

/** A side column that stays in view while the column beside it scrolls. */
export const stickyAside = style(stickyUnderHeader());
