import { pictureFrom } from './picture-data';

describe('pictureFrom', () => {
  it('lists AVIF before WebP, and keeps a one-width WebP that imagetools leaves to the fallback', () => {
    const picture = pictureFrom(
      {
        sources: { avif: '/assets/icon-a.avif 320w' },
        img: { src: '/assets/icon-b.webp', w: 320, h: 200 },
      },
      null,
    );
    expect(picture).toEqual({
      sources: [
        { type: 'image/avif', srcset: '/assets/icon-a.avif 320w' },
        { type: 'image/webp', srcset: '/assets/icon-b.webp 320w' },
      ],
      src: '/assets/icon-b.webp',
      width: 320,
      height: 200,
      placeholder: null,
    });
  });
});
