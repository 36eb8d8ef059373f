import { globalStyle, style } from '@vanilla-extract/css';
import { backdropLayer, cardSurface, media, tint, underHeader, vars } from '@agency/ui';

export const article = style({
  position: 'relative',
  isolation: 'isolate',
  ...underHeader('clamp(3rem, 2rem + 4vw, 5.5rem)'),
  paddingBottom: vars.layout.sectionGap,
});

/** A violet glow behind the title, under the transparent header. */
export const backdrop = style({
  ...backdropLayer(),
  bottom: 'auto',
  height: '32rem',
  backgroundImage: `radial-gradient(50% 80% at 50% 0% in srgb, ${tint(vars.color.brandViolet, 16)}, transparent 70%)`,
});

export const header = style({
  paddingBottom: vars.space[10],
  borderBottom: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
});

export const updated = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const toc = style({
  ...cardSurface(),
  marginBlock: vars.space[10],
  padding: vars.space[6],
});

export const tocList = style({
  paddingInlineStart: vars.space[5],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  '@media': { [media.md]: { columns: 2, columnGap: vars.space[10] } },
});
globalStyle(`${tocList} > li`, { breakInside: 'avoid', paddingBlock: '0.125rem' });

export const tocLink = style({
  lineHeight: 1.9,
  color: vars.color.textSecondary,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.text, textDecoration: 'underline' } },
});

export const section = style({ scrollMarginTop: `calc(${vars.layout.headerHeight} + 1.5rem)` });

/** Bulleted like the paragraphs' text (`<Text>`), the markers in the accent. */
export const list = style({
  color: vars.color.textSecondary,
  maxWidth: vars.layout.measure,
  paddingInlineStart: vars.space[6],
  listStyle: 'disc',
});
globalStyle(`${list} > li::marker`, { color: vars.color.accentText });
