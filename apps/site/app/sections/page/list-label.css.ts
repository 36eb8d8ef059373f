import { style } from '@vanilla-extract/css';
import { overline, vars } from '@agency/ui';

/** The label over a list inside a card. */
export const listLabel = style({ ...overline(), marginBottom: vars.space[3] });
