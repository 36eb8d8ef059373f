import { describe, expect, it } from 'vitest';
import { tint } from './tint';

describe('tint', () => {
  it('mixes a theme colour with transparent, so the result is that colour at the given opacity', () => {
    expect(tint('var(--brand-cyan)', 20)).toBe(
      'color-mix(in srgb, var(--brand-cyan) 20%, transparent)',
    );
  });

  it('snaps the opacity to an 8-bit alpha step, as the rgba() it replaces was stored', () => {
    // rgba(…, 0.15) minifies to alpha 0x26 = 38/255.
    expect(tint('var(--brand-cyan)', 15)).toBe(
      'color-mix(in srgb, var(--brand-cyan) 14.90196078%, transparent)',
    );
    expect(tint('var(--brand-violet)', 16)).toBe(
      'color-mix(in srgb, var(--brand-violet) 16.07843137%, transparent)',
    );
  });
});
