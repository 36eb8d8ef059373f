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
 * For stylesheets (no runtime cost): figures in the display face with tabular numerals, so prices, durations and step
 * numbers line up in a column; in the text colour unless the rule says otherwise.
 */
export function figures() {
  return {
    fontFamily: vars.font.display,
    fontWeight: vars.fontWeight.semibold,
    fontVariantNumeric: 'tabular-nums',
    color: vars.color.text,
  } as const;
}
