// @vitest-environment node
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { APPLE_TOUCH_ICON, FAVICON_ICO, pngsToIco, writeIcons } from './icons';

/** Reads an ICO back: its type and, per image, the size and the PNG bytes its directory points at. */
function readIco(ico: Buffer) {
  const count = ico.readUInt16LE(4);
  return {
    reserved: ico.readUInt16LE(0),
    type: ico.readUInt16LE(2),
    images: Array.from({ length: count }, (_, index) => {
      const at = 6 + 16 * index;
      const length = ico.readUInt32LE(at + 8);
      const offset = ico.readUInt32LE(at + 12);
      return {
        width: ico.readUInt8(at) || 256,
        height: ico.readUInt8(at + 1) || 256,
        planes: ico.readUInt16LE(at + 4),
        bitCount: ico.readUInt16LE(at + 6),
        png: ico.subarray(offset, offset + length),
      };
    }),
  };
}

/** Width and height from a PNG's IHDR. */
function pngSize(png: Uint8Array): [number, number] {
  const view = Buffer.from(png);
  expect(view.subarray(1, 4).toString()).toBe('PNG');
  return [view.readUInt32BE(16), view.readUInt32BE(20)];
}

describe('icons', () => {
  it('packs PNGs into an ICO directory that points at each one', () => {
    const a = Uint8Array.from([1, 2, 3]);
    const b = Uint8Array.from([4, 5, 6, 7]);
    const ico = readIco(
      pngsToIco([
        { size: 16, png: a },
        { size: 256, png: b },
      ]),
    );
    expect(ico).toMatchObject({ reserved: 0, type: 1 });
    expect(
      ico.images.map(({ width, height, planes, bitCount }) => [width, height, planes, bitCount]),
    ).toEqual([
      [16, 16, 1, 32],
      [256, 256, 1, 32],
    ]);
    expect([...ico.images[0]!.png]).toEqual([1, 2, 3]);
    expect([...ico.images[1]!.png]).toEqual([4, 5, 6, 7]);
    expect(() => pngsToIco([{ size: 300, png: a }])).toThrow(/1–256/);
  });

  it('draws favicon.ico (16, 32, 48 px) and a 180 px opaque touch icon from the SVG favicon', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'icons-'));
    await writeIcons(dir);
    const ico = readIco(await readFile(join(dir, 'favicon.ico')));
    expect(ico.images.map(({ png }) => pngSize(png))).toEqual(
      FAVICON_ICO.sizes.map((size) => [size, size]),
    );
    const touch = await readFile(join(dir, APPLE_TOUCH_ICON.href.slice(1)));
    expect(pngSize(touch)).toEqual([180, 180]);
    // No transparent corner for iOS to fill with black: the top-left pixel, decoded, is fully opaque.
    const decoded = new Resvg(
      `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="180"><image width="180" height="180" href="data:image/png;base64,${touch.toString('base64')}"/></svg>`,
    ).render();
    expect(decoded.pixels[3]).toBe(255);
  });
});
