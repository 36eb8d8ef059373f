import { vars } from './contract.css';
import { underHeader } from './under-header';

describe('underHeader', () => {
  it('pulls the band up by the header height and pushes its content down by the header plus the space', () => {
    expect(underHeader('3rem')).toEqual({
      marginTop: `calc(-1 * ${vars.layout.headerHeight})`,
      paddingTop: `calc(${vars.layout.headerHeight} + 3rem)`,
    });
  });
});
