import { vars } from './contract.css';
import { pillLink, stretchedLink, textLink } from './link-styles';

describe('link styles for stylesheets', () => {
  it('textLink underlines on hover; the quiet one also brightens', () => {
    expect(textLink()).toMatchObject({
      minHeight: '44px',
      color: vars.color.accentText,
      selectors: { '&:hover': { textDecoration: 'underline' } },
    });
    expect(textLink('quiet')).toMatchObject({
      color: vars.color.textSecondary,
      selectors: { '&:hover': { textDecoration: 'underline', color: vars.color.text } },
    });
    expect(textLink('value')).toMatchObject({
      color: vars.color.text,
      selectors: { '&:hover': { textDecoration: 'underline', color: vars.color.accentText } },
    });
  });

  it('stretchedLink covers its card and draws the focus ring around it', () => {
    expect(stretchedLink()).toMatchObject({
      selectors: {
        '&::after': { position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
        '&:focus-visible': { outline: 'none' },
        '&:focus-visible::after': { outline: `2px solid ${vars.color.focusRing}` },
      },
    });
  });

  it('pillLink is a 44 px outlined pill that fills with the accent on hover', () => {
    expect(pillLink()).toMatchObject({
      minHeight: '44px',
      borderRadius: vars.radius.pill,
      selectors: { '&:hover': { backgroundColor: vars.color.accentSoft } },
    });
  });
});
