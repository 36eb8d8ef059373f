import { vars } from '@agency/ui';
import { style } from '@vanilla-extract/css';

export const loadMore = style({ padding: vars.space[4] });
