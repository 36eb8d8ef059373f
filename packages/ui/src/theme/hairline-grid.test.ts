import { vars } from './contract.css';
import { hairlineGrid } from './hairline-grid';

describe('hairlineGrid', () => {
  it('draws a 1 px line in the border colour across and down each cell, 64 px unless told', () => {
    const grid = hairlineGrid();
    expect(grid.backgroundSize).toBe('64px 64px');
    expect(grid.backgroundImage).toBe(
      `linear-gradient(to right, ${vars.color.border} 1px, transparent 1px), ` +
        `linear-gradient(to bottom, ${vars.color.border} 1px, transparent 1px)`,
    );
    expect(hairlineGrid('2rem').backgroundSize).toBe('2rem 2rem');
    expect(hairlineGrid()).not.toHaveProperty('maskImage');
  });

  it('fades out through the given mask, prefixed for older WebKit too', () => {
    const fade = 'radial-gradient(#000 20%, transparent 75%)';
    expect(hairlineGrid('64px', fade)).toMatchObject({ maskImage: fade, WebkitMaskImage: fade });
  });
});
