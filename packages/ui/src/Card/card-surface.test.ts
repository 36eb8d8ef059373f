import { vars } from '../theme/contract.css';
import { cardSurface } from './card-surface';

describe('cardSurface', () => {
  it('is the hairline-bordered, rounded surface of a card, a step lighter when raised', () => {
    expect(cardSurface()).toEqual({
      backgroundColor: vars.color.surface,
      border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
      borderRadius: vars.radius.lg,
    });
    expect(cardSurface('raised').backgroundColor).toBe(vars.color.surfaceRaised);
  });
});
