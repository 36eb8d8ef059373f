import { vars } from './contract.css';

/**
 * For stylesheets (no runtime cost): a link that reads as text and underlines on hover, 44 px tall (a touch target)
 * and sized to its text even as the item of a flex column. `accent` for a call to read on ("See full pricing →"),
 * `quiet` among muted text (breadcrumbs).
 */
export function textLink(tone: 'accent' | 'quiet' = 'accent') {
  return {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space[2],
    width: 'fit-content',
    minHeight: '44px',
    textDecoration: 'none',
    ...(tone === 'accent'
      ? { color: vars.color.accentText, fontWeight: vars.fontWeight.semibold }
      : { color: vars.color.textSecondary }),
    selectors: {
      '&:hover': {
        textDecoration: 'underline',
        ...(tone === 'quiet' ? { color: vars.color.text } : {}),
      },
    },
  } as const;
}

/**
 * For stylesheets (no runtime cost): a link drawn as an outlined pill that fills with the accent on hover, 44 px
 * tall: one of a row of quick links, such as the jump links to each part of a long page.
 */
export function pillLink() {
  return {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '44px',
    paddingInline: vars.space[4],
    borderRadius: vars.radius.pill,
    border: `${vars.borderWidth.hairline} solid ${vars.color.borderStrong}`,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    color: vars.color.textSecondary,
    textDecoration: 'none',
    transition: ['border-color', 'color']
      .map((p) => `${p} ${vars.motion.fast} ${vars.motion.easing}`)
      .join(', '),
    selectors: {
      '&:hover': {
        borderColor: vars.color.accent,
        color: vars.color.text,
        backgroundColor: vars.color.accentSoft,
      },
      // The focus ring follows the pill's outline.
      '&:focus-visible': { borderRadius: vars.radius.pill },
    },
  } as const;
}
