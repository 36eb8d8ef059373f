import { vars } from './contract.css';
import { pillSurface } from './pill-surface';

describe('pillSurface', () => {
  it('is a fully rounded, strongly bordered surface with room around its text', () => {
    expect(pillSurface()).toMatchObject({
      borderRadius: vars.radius.pill,
      border: `${vars.borderWidth.hairline} solid ${vars.color.borderStrong}`,
      paddingBlock: vars.space[2],
      paddingInline: vars.space[4],
    });
  });
});
