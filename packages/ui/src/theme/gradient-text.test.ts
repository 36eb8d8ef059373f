import { gradientText } from './gradient-text';

describe('gradientText', () => {
  it('clips the accent gradient to the text, and falls back to plain text in forced colours', () => {
    const rule = gradientText();
    expect(rule).toMatchObject({
      backgroundClip: 'text',
      WebkitBackgroundClip: 'text',
      color: 'transparent',
    });
    expect(rule.backgroundImage).toMatch(/^var\(/);
    expect(rule['@media']['(forced-colors: active)']).toEqual({
      color: 'CanvasText',
      backgroundImage: 'none',
    });
  });
});
