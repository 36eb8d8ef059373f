// @vitest-environment node
/**
 * The image pipeline end to end on a real photo: a JPEG (and a transparent PNG) dropped into an images folder go
 * through the site's own Vite plugin and `pictureOf`, built the way the prerender runs them (SSR build, assets
 * emitted), without building the site.
 */
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imagePipeline } from '../../image-pipeline';
import type { pictureOf as PictureOf } from './pictures.server';

const SITE_ROOT = fileURLToPath(new URL('../..', import.meta.url));

let work: string;
let outDir: string;
let pictureOf: typeof PictureOf;

/** A 1000×625 photo-like JPEG: a gradient with a few shapes, as a camera would never produce but a codec must encode. */
async function writePhoto(file: string) {
  const width = 1000;
  const height = 625;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = (x + y) % 97 < 48 ? 200 : 60;
    }
  await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toFile(file);
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'image-pipeline-'));
  const imagesDir = join(work, 'images');
  outDir = join(work, 'out');
  await mkdir(join(imagesDir, 'photos'), { recursive: true });
  await writePhoto(join(imagesDir, 'photos', 'team.jpg'));
  await sharp({
    create: { width: 600, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .png()
    .toFile(join(imagesDir, 'mark.png'));
  await writeFile(
    join(imagesDir, 'visual.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="750"><rect width="1200" height="750" fill="#0B0D12"/><circle cx="600" cy="375" r="200" fill="#8B5CF6"/></svg>',
  );

  await build({
    configFile: false,
    root: SITE_ROOT,
    publicDir: false,
    logLevel: 'silent',
    plugins: [
      imagePipeline({ imagesDir, cacheDir: join(work, 'cache'), rasterDir: join(work, 'rasters') }),
    ],
    build: {
      ssr: 'app/images/pictures.server.ts',
      outDir,
      ssrEmitAssets: true,
      rollupOptions: { output: { entryFileNames: 'pictures.js' } },
    },
  });
  ({ pictureOf } = (await import(pathToFileURL(join(outDir, 'pictures.js')).href)) as {
    pictureOf: typeof PictureOf;
  });
}, 120_000);

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

/** `url 480w, url 800w` → [{ url, width }]. */
function candidates(srcset: string) {
  return srcset.split(', ').map((candidate) => {
    const [url = '', descriptor = ''] = candidate.split(' ');
    return { url, width: Number(descriptor.replace(/w$/, '')) };
  });
}

describe('the image pipeline', () => {
  it('turns a JPEG into AVIF and WebP at every width up to its own, as hashed assets', async () => {
    const picture = pictureOf('photos/team.jpg');
    expect(picture.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);

    for (const source of picture.sources) {
      const found = candidates(source.srcset);
      // 1280 and wider would be upscaled: the photo's own 1000 px is the widest.
      expect(found.map((candidate) => candidate.width)).toEqual([480, 800, 1000]);
      for (const { url, width } of found) {
        expect(url).toMatch(/^\/assets\/team-[\w-]{8}\.(avif|webp)$/);
        const file = join(outDir, url);
        expect(existsSync(file), url).toBe(true);
        const encoded = await sharp(await readFile(file)).metadata();
        expect(encoded.width).toBe(width);
        expect(encoded.height).toBe(Math.round((width * 625) / 1000));
        if (source.type === 'image/avif') expect(encoded.compression).toBe('av1');
        else expect(encoded.format).toBe('webp');
      }
    }
  });

  it('gives the intrinsic size, a WebP fallback and a tiny blurred placeholder inline', async () => {
    const picture = pictureOf('photos/team.jpg');
    expect(picture).toMatchObject({ width: 1000, height: 625 });
    expect(picture.src).toBe(candidates(picture.sources[1]!.srcset).at(-1)!.url);

    expect(picture.placeholder).toMatch(/^data:image\/webp;base64,/);
    const bytes = Buffer.from(picture.placeholder!.split(',')[1]!, 'base64');
    expect(bytes.length).toBeLessThan(300);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 16, height: 10 });
  });

  it('gives an image with transparent pixels no placeholder, which would show through them', () => {
    expect(pictureOf('mark.png')).toMatchObject({ width: 600, height: 300, placeholder: null });
  });

  it('draws an SVG once into a PNG of its size, then encodes it like a photo', async () => {
    const picture = pictureOf('visual.svg');
    expect(picture).toMatchObject({ width: 1200, height: 750 });
    expect(candidates(picture.sources[0]!.srcset).map((candidate) => candidate.url)).toEqual([
      expect.stringMatching(/^\/assets\/visual-[\w-]{8}\.avif$/),
      expect.stringMatching(/^\/assets\/visual-[\w-]{8}\.avif$/),
      expect.stringMatching(/^\/assets\/visual-[\w-]{8}\.avif$/),
    ]);
    expect(picture.placeholder).toMatch(/^data:image\/webp;base64,/);
    const rasters = await readdir(join(work, 'rasters'), { recursive: true });
    expect(rasters.filter((file) => file.endsWith('visual.png'))).toHaveLength(1);
  });

  it('fails, naming the file, for an image the folder does not hold', () => {
    expect(() => pictureOf('photos/missing.jpg')).toThrow(
      'No image "photos/missing.jpg" in packages/content/images. Known images: mark.png, photos/team.jpg, visual.svg.',
    );
  });
});
