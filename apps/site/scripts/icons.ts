/**
 * The icons browsers and phones ask for by convention, drawn at build time from the site's SVG favicon (public/
 * favicon.svg, the logo mark) with @resvg/resvg-js, as the Open Graph cards are:
 * - `/favicon.ico`: what browsers, feed readers and bookmark tools request when a page names no icon they can use;
 *   16, 32 and 48 px PNGs in an ICO container.
 * - `/apple-touch-icon.png`: 180×180, opaque (iOS fills transparency with black and rounds the corners itself).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';

/** The icons the build draws; root.tsx links the touch icon, browsers ask for /favicon.ico on their own. */
export const FAVICON_ICO = { href: '/favicon.ico', sizes: [16, 32, 48] } as const;
export const APPLE_TOUCH_ICON = { href: '/apple-touch-icon.png', size: 180 } as const;

const SOURCE = new URL('../public/favicon.svg', import.meta.url);
/** The mark's own ink (the rounded square of favicon.svg), under the transparent corners of the touch icon. */
const INK = '#0B0D12';

export interface IcoImage {
  /** Width and height in pixels, 1–256. */
  size: number;
  png: Uint8Array;
}

/**
 * An ICO file holding PNG images (the "PNG-in-ICO" form every browser since IE 9 / Vista reads): a 6-byte ICONDIR
 * (reserved 0, type 1 = icon, image count), one 16-byte ICONDIRENTRY per image (width and height, 0 meaning 256;
 * colour count 0; reserved 0; 1 plane; 32 bits per pixel; byte length; offset from the start of the file), then the
 * PNG files as they are. Little-endian throughout.
 */
export function pngsToIco(images: readonly IcoImage[]): Buffer {
  const HEADER = 6;
  const ENTRY = 16;
  const header = Buffer.alloc(HEADER + ENTRY * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, index) => {
    if (!Number.isInteger(size) || size < 1 || size > 256) {
      throw new Error(`An ICO image is 1–256 px, not ${size}`);
    }
    const at = HEADER + ENTRY * index;
    header.writeUInt8(size === 256 ? 0 : size, at);
    header.writeUInt8(size === 256 ? 0 : size, at + 1);
    header.writeUInt8(0, at + 2);
    header.writeUInt8(0, at + 3);
    header.writeUInt16LE(1, at + 4);
    header.writeUInt16LE(32, at + 6);
    header.writeUInt32LE(png.length, at + 8);
    header.writeUInt32LE(offset, at + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map(({ png }) => png)]);
}

function rasterise(svg: string, size: number, background?: string): Uint8Array {
  return new Resvg(svg, {
    fitTo: { mode: 'width', value: size },
    ...(background ? { background } : {}),
  })
    .render()
    .asPng();
}

/** Writes favicon.ico and apple-touch-icon.png into the build's client folder. */
export async function writeIcons(clientDir: string): Promise<void> {
  const svg = await readFile(SOURCE, 'utf8');
  const ico = pngsToIco(FAVICON_ICO.sizes.map((size) => ({ size, png: rasterise(svg, size) })));
  await writeFile(join(clientDir, FAVICON_ICO.href.slice(1)), ico);
  await writeFile(
    join(clientDir, APPLE_TOUCH_ICON.href.slice(1)),
    rasterise(svg, APPLE_TOUCH_ICON.size, INK),
  );
}
