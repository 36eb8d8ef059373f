import { style } from '@vanilla-extract/css';
import { vars } from '@agency/ui';

export const head = style({ display: 'flex', alignItems: 'center', gap: vars.space[4] });
