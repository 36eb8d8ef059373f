import { vars } from '../theme/contract.css';
import { figures, overline } from './text-styles';

describe('text styles for stylesheets', () => {
  it('overline is small, muted, uppercase body text', () => {
    expect(overline()).toMatchObject({
      fontFamily: vars.font.body,
      fontSize: vars.fontSize.xs,
      textTransform: 'uppercase',
      color: vars.color.textMuted,
    });
  });

  it('figures are display-face tabular numerals', () => {
    expect(figures()).toEqual({
      fontFamily: vars.font.display,
      fontWeight: vars.fontWeight.semibold,
      fontVariantNumeric: 'tabular-nums',
      color: vars.color.text,
    });
  });
});
