import { vars } from '@agency/ui';
import { style } from '@vanilla-extract/css';

export const frame = style({ display: 'flex', flexDirection: 'column', minHeight: '100vh' });

export const main = style({ flex: 1, paddingTop: vars.layout.headerHeight, outline: 'none' });
