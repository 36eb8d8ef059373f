import { describe, expect, it } from 'vitest';
import { tint } from './tint';

describe('tint', () => {
  it('mixes a theme colour with transparent, so the result is that colour at the given opacity', () => {
    expect(tint('var(--brand-cyan)', 15)).toBe(
      'color-mix(in srgb, var(--brand-cyan) 15%, transparent)',
    );
  });
});
