import { render, screen } from '@testing-library/react';
import { axeViolations } from '../test/axe';
import { Picture, type ResponsiveImage } from './Picture';

const image: ResponsiveImage = {
  sources: [
    { type: 'image/avif', srcset: '/assets/screen-480.avif 480w, /assets/screen-800.avif 800w' },
    { type: 'image/webp', srcset: '/assets/screen-480.webp 480w, /assets/screen-800.webp 800w' },
  ],
  src: '/assets/screen-800.webp',
  width: 800,
  height: 500,
  placeholder: 'data:image/webp;base64,UklGRhQAAABXRUJQVlA4',
};
const SIZES = '(min-width: 1024px) 600px, 100vw';

/** The `<source>` elements of the rendered picture, as the browser reads them. */
function sourcesOf(img: HTMLElement) {
  return [...(img.closest('picture')?.querySelectorAll('source') ?? [])].map((source) => ({
    type: source.getAttribute('type'),
    srcset: source.getAttribute('srcset'),
    sizes: source.getAttribute('sizes'),
  }));
}

describe('Picture', () => {
  it('offers AVIF, then WebP, at every width, with the slot size, and the WebP fallback', async () => {
    const { container } = render(
      <Picture image={image} alt="The ledger's month view" sizes={SIZES} />,
    );
    const img = screen.getByRole('img', { name: "The ledger's month view" });
    expect(sourcesOf(img)).toEqual([
      { type: 'image/avif', srcset: image.sources[0]!.srcset, sizes: SIZES },
      { type: 'image/webp', srcset: image.sources[1]!.srcset, sizes: SIZES },
    ]);
    expect(img).toHaveAttribute('src', '/assets/screen-800.webp');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('reserves its box with the intrinsic size and decodes off the main thread', () => {
    render(<Picture image={image} alt="Month view" sizes={SIZES} />);
    const img = screen.getByRole('img', { name: 'Month view' });
    expect(img).toHaveAttribute('width', '800');
    expect(img).toHaveAttribute('height', '500');
    expect(img).toHaveAttribute('decoding', 'async');
  });

  it('loads lazily unless it is the largest paint of the page', () => {
    render(
      <>
        <Picture image={image} alt="Below the fold" sizes={SIZES} />
        <Picture image={image} alt="The hero visual" sizes={SIZES} priority />
      </>,
    );
    const later = screen.getByRole('img', { name: 'Below the fold' });
    expect(later).toHaveAttribute('loading', 'lazy');
    expect(later).not.toHaveAttribute('fetchpriority');
    const hero = screen.getByRole('img', { name: 'The hero visual' });
    expect(hero).toHaveAttribute('loading', 'eager');
    expect(hero).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows the blurred placeholder behind the image, and none when the pipeline gave none', () => {
    render(
      <>
        <Picture image={image} alt="With placeholder" sizes={SIZES} />
        <Picture image={{ ...image, placeholder: null }} alt="Transparent logo" sizes={SIZES} />
      </>,
    );
    expect(screen.getByRole('img', { name: 'With placeholder' }).style.backgroundImage).toBe(
      `url("${image.placeholder}")`,
    );
    expect(screen.getByRole('img', { name: 'Transparent logo' }).style.backgroundImage).toBe('');
  });

  it('hides a decorative image from assistive technology with an empty alt', () => {
    const { container } = render(<Picture image={image} decorative sizes={SIZES} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('refuses an image without alt text that is not marked decorative', () => {
    // React reports the thrown render error on the console as well; the throw is what is under test.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Picture image={image} alt="  " sizes={SIZES} />)).toThrow(
      'Picture of /assets/screen-800.webp has no alt text',
    );
    consoleError.mockRestore();
    // @ts-expect-error alt is required unless the image is decorative
    const missingAlt = <Picture image={image} sizes={SIZES} />;
    // @ts-expect-error a decorative image carries no alt text
    const decorativeWithAlt = <Picture image={image} decorative alt="x" sizes={SIZES} />;
    expect([missingAlt, decorativeWithAlt]).toHaveLength(2);
  });
});
