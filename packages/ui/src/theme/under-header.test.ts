import { vars } from './contract.css';
import { media } from './tokens';
import { stickyUnderHeader, underHeader } from './under-header';

describe('underHeader', () => {
  it('pulls the band up by the header height and pushes its content down by the header plus the space', () => {
    expect(underHeader('3rem')).toEqual({
      marginTop: `calc(-1 * ${vars.layout.headerHeight})`,
      paddingTop: `calc(${vars.layout.headerHeight} + 3rem)`,
    });
  });

  it('keeps a side column in view just under the header from 1024 px, and lets it scroll on phones', () => {
    const sticky = stickyUnderHeader('1.5rem');
    expect(sticky).not.toHaveProperty('position');
    expect(sticky['@media'][media.lg]).toMatchObject({
      position: 'sticky',
      top: `calc(${vars.layout.headerHeight} + 1.5rem)`,
    });
  });
});
