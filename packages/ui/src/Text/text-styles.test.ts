import { vars } from '../theme/contract.css';
import { caption, figureLabel, figures, overline } from './text-styles';

describe('text styles for stylesheets', () => {
  it('overline is small, muted, uppercase body text', () => {
    expect(overline()).toMatchObject({
      fontFamily: vars.font.body,
      fontSize: vars.fontSize.xs,
      textTransform: 'uppercase',
      color: vars.color.textMuted,
    });
  });

  it('caption is small, muted, uppercase and lighter than overline', () => {
    expect(caption()).toMatchObject({ fontSize: vars.fontSize.xs, textTransform: 'uppercase' });
    expect(caption()).not.toHaveProperty('fontWeight');
  });

  it('figures are display-face tabular numerals', () => {
    expect(figures()).toEqual({
      fontFamily: vars.font.display,
      fontWeight: vars.fontWeight.semibold,
      fontVariantNumeric: 'tabular-nums',
      color: vars.color.text,
    });
  });

  it('figures take a step of the type scale and another colour', () => {
    expect(figures('sm', vars.color.accentText)).toMatchObject({
      fontSize: vars.fontSize.sm,
      color: vars.color.accentText,
      fontVariantNumeric: 'tabular-nums',
    });
  });

  it('a figure label is uppercase and brighter than an overline', () => {
    expect(figureLabel()).toMatchObject({
      textTransform: 'uppercase',
      color: vars.color.textSecondary,
    });
    expect(overline().color).not.toBe(figureLabel().color);
  });
});
