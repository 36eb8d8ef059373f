import { vars } from './contract.css';

/**
 * For stylesheets (no runtime cost): a link that reads as text and underlines on hover, 44 px tall (a touch target)
 * and sized to its text even as the item of a flex column. `accent` for a call to read on ("See full pricing →"),
 * `quiet` among muted text (breadcrumbs), `value` for a contact detail that is itself the link (an e-mail address, a
 * phone number): in the text colour, turning to the accent on hover.
 */
export function textLink(tone: 'accent' | 'quiet' | 'value' = 'accent') {
  return {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space[2],
    width: 'fit-content',
    minHeight: '44px',
    textDecoration: 'none',
    ...{
      accent: { color: vars.color.accentText, fontWeight: vars.fontWeight.semibold },
      quiet: { color: vars.color.textSecondary },
      value: { color: vars.color.text, fontWeight: vars.fontWeight.medium },
    }[tone],
    selectors: {
      '&:hover': {
        textDecoration: 'underline',
        ...{
          accent: {},
          quiet: { color: vars.color.text },
          value: { color: vars.color.accentText },
        }[tone],
      },
    },
  } as const;
}

/**
 * For stylesheets (no runtime cost): a link whose box covers its nearest positioned ancestor (a card), so the whole
 * card is one target with one tab stop and one name (the link's); the focus ring is drawn around the card.
 */
export function stretchedLink(radius: string = vars.radius.lg) {
  return {
    textDecoration: 'none',
    selectors: {
      '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: radius },
      '&:focus-visible': { outline: 'none' },
      '&:focus-visible::after': {
        outline: `2px solid ${vars.color.focusRing}`,
        outlineOffset: '2px',
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
