import { vars } from '../theme/contract.css';

/**
 * For stylesheets (no runtime cost): a small, muted, uppercase label over a list or beside a value ("Key
 * technologies", "Starting at"). Quieter than `Eyebrow`, which introduces a heading in the accent colour.
 */
export function overline() {
  return {
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
    letterSpacing: '0.12em',
    textTransform: 'uppercase',
    color: vars.color.textMuted,
  } as const;
}

/**
 * For stylesheets (no runtime cost): the small uppercase caption over a figure ("Starting at" over a price), lighter
 * than `overline()`.
 */
export function caption() {
  return {
    fontSize: vars.fontSize.xs,
    letterSpacing: '0.08em',
    textTransform: 'uppercase',
    color: vars.color.textMuted,
  } as const;
}

/**
 * For stylesheets (no runtime cost): figures in the display face with tabular numerals, so prices, durations and step
 * numbers line up in a column; at a step of the type scale if given (else the inherited size), in the text colour
 * unless another is given (`figures('sm', vars.color.accentText)` for a step's index).
 */
export function figures(size?: keyof typeof vars.fontSize, color: string = vars.color.text) {
  return {
    fontFamily: vars.font.display,
    fontWeight: vars.fontWeight.semibold,
    fontVariantNumeric: 'tabular-nums',
    color,
    ...(size ? { fontSize: vars.fontSize[size] } : {}),
  } as const;
}

/**
 * For stylesheets (no runtime cost): the uppercase label that names a big figure ("Satisfied clients" under "500+",
 * "Landing pages" over "1-2 weeks"): larger and brighter than `overline()`, since it is read with the figure.
 */
export function figureLabel() {
  return {
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
    letterSpacing: '0.08em',
    textTransform: 'uppercase',
    color: vars.color.textSecondary,
  } as const;
}
