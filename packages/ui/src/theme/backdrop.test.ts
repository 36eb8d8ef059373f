import { backdropHost, backdropLayer } from './backdrop';

describe('backdrop helpers', () => {
  it('make a clipped stacking context and a layer behind its content', () => {
    expect(backdropHost()).toEqual({
      position: 'relative',
      isolation: 'isolate',
      overflow: 'hidden',
    });
    expect(backdropLayer()).toEqual({
      position: 'absolute',
      inset: 0,
      zIndex: -1,
      pointerEvents: 'none',
    });
  });
});
