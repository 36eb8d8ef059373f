/**
 * Spread on a `<ul>`/`<ol>` styled with `list-style: none`: Safari (VoiceOver) drops the list
 * semantics of such lists unless the role is stated explicitly. jsx-a11y calls the literal
 * attribute redundant, which is true everywhere except in the browser that needs it.
 */
export const keepListSemantics = { role: 'list' } as const;
