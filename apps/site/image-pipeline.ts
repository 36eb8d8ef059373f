import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, readFile, rename } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename, dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { Plugin } from 'vite';
import { imagetools } from 'vite-imagetools';
import type { OutputFormat } from 'vite-imagetools';

/** The module listing every content image: `{ [path in the folder]: { picture, placeholder } }`. */
export const CONTENT_IMAGES_MODULE = 'virtual:content-images';
const RESOLVED_MODULE = `\0${CONTENT_IMAGES_MODULE}`;

/** What may be dropped into the content images folder. */
export const SOURCE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'avif', 'svg'] as const;

/**
 * The widths every image is encoded at (never wider than its source): a 390 px phone at 2× and 3×, a half-width
 * column and the 1200 px container at 1× and 2×.
 */
export const IMAGE_WIDTHS = [480, 800, 1280, 1600, 2000, 2400] as const;

/** Width of the blurred placeholder that travels inside the HTML. */
export const PLACEHOLDER_WIDTH = 16;

/** `packages/content/images`, found through the package rather than a relative climb. */
export function contentImagesDir(): string {
  // createRequire rather than import.meta.resolve, which Vite's module runner (loading the React Router config) lacks.
  const contentEntry = createRequire(import.meta.url).resolve('@agency/content');
  return join(dirname(contentEntry), '..', 'images');
}

/**
 * Effort 2 of sharp's scale: AVIF about 15 % larger than at its default, encoded several times faster, which keeps a
 * clean build (CI has no encoding cache) within minutes.
 */
const ENCODING_EFFORT = '2';

const PICTURE = new URLSearchParams({
  w: IMAGE_WIDTHS.join(';'),
  format: 'avif;webp',
  effort: ENCODING_EFFORT,
  as: 'picture',
});

const PLACEHOLDER = new URLSearchParams({
  w: String(PLACEHOLDER_WIDTH),
  blur: '0.6',
  format: 'webp',
  quality: '60',
  inline: '',
  as: 'placeholder',
});

/**
 * The placeholder as a data: URL, or null when the image has transparent pixels: with no script to remove it, a
 * placeholder would stay visible through them after the image has loaded.
 */
const placeholderFormat: OutputFormat = () => async (metadatas) => {
  const [placeholder] = metadatas;
  if (!placeholder) return null;
  const { isOpaque } = await placeholder.image.clone().stats();
  return isOpaque ? placeholder.src : null;
};

const SOURCE_FILE = new RegExp(`\\.(${SOURCE_EXTENSIONS.join('|')})$`, 'i');

/** The source images under `folder`, as paths inside it with `/` separators, sorted. */
export function listSourceImages(folder: string): string[] {
  let entries;
  try {
    entries = readdirSync(folder, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return entries
    .filter((entry) => entry.isFile() && SOURCE_FILE.test(entry.name))
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/**
 * An SVG is drawn once into a lossless PNG of its own size, kept by content hash under `rasterDir`: the encoder would
 * otherwise draw the vector again for each of its outputs. Other files are read as they are.
 */
async function encoderSource(folder: string, file: string, rasterDir: string): Promise<string> {
  const source = join(folder, file);
  if (!file.toLowerCase().endsWith('.svg')) return source;
  const hash = createHash('sha256')
    .update(await readFile(source))
    .digest('hex')
    .slice(0, 16);
  const raster = join(rasterDir, hash, `${basename(file, '.svg')}.png`);
  if (existsSync(raster)) return raster;
  await mkdir(dirname(raster), { recursive: true });
  const partial = `${raster}.${process.pid}.partial`;
  await sharp(source).png({ compressionLevel: 1 }).toFile(partial);
  await rename(partial, raster);
  return raster;
}

/** The code of the content images module: one `?picture` and one `?placeholder` import per file. */
async function contentImagesModule(folder: string, rasterDir: string): Promise<string> {
  const files = listSourceImages(folder);
  const sources = await Promise.all(files.map((file) => encoderSource(folder, file, rasterDir)));
  const imports = sources.flatMap((source, index) => [
    `import picture${index} from ${JSON.stringify(`${source}?picture`)};`,
    `import placeholder${index} from ${JSON.stringify(`${source}?placeholder`)};`,
  ]);
  const entries = files.map(
    (file, index) =>
      `  ${JSON.stringify(file)}: { picture: picture${index}, placeholder: placeholder${index} },`,
  );
  return [...imports, 'export default {', ...entries, '};', ''].join('\n');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export interface ImagePipelineOptions {
  /** The folder of source images; `packages/content/images` by default. */
  imagesDir?: string;
  /** Where encoded images are kept between builds; imagetools' default (`node_modules/.cache/imagetools`). */
  cacheDir?: string;
  /** Where SVGs drawn into PNGs are kept between builds. */
  rasterDir?: string;
}

/**
 * `virtual:content-images` lists every image of the content folder, read when the build starts (a file dropped in
 * needs no code change). Each becomes AVIF and WebP at `IMAGE_WIDTHS` (hashed files in the build's assets) and a tiny
 * blurred WebP inlined as a data: URL. Other image imports are left to Vite.
 */
export function imagePipeline({
  imagesDir = contentImagesDir(),
  cacheDir,
  rasterDir = fileURLToPath(new URL('./node_modules/.cache/content-images', import.meta.url)),
}: ImagePipelineOptions = {}): Plugin[] {
  const folder = imagesDir.replace(/\/+$/, '');
  const rasters = rasterDir.replace(/\/+$/, '');
  return [
    {
      name: 'content-images',
      resolveId: (id) => (id === CONTENT_IMAGES_MODULE ? RESOLVED_MODULE : null),
      load(id) {
        if (id !== RESOLVED_MODULE) return null;
        return contentImagesModule(folder, rasters);
      },
      configureServer(server) {
        // In dev, an image added or removed lists itself on the next request.
        server.watcher.add(folder);
        const relist = (file: string) => {
          if (!file.startsWith(`${folder}${sep}`)) return;
          for (const environment of Object.values(server.environments)) {
            const module = environment.moduleGraph.getModuleById(RESOLVED_MODULE);
            if (module) environment.moduleGraph.invalidateModule(module);
          }
        };
        server.watcher.on('add', relist).on('unlink', relist);
      },
    },
    imagetools({
      include: new RegExp(
        `^(${escapeRegExp(folder)}|${escapeRegExp(rasters)})/[^?]+\\.(${SOURCE_EXTENSIONS.join('|')})\\?(picture|placeholder)$`,
        'i',
      ),
      defaultDirectives: (url) => {
        if (url.searchParams.has('picture')) return PICTURE;
        if (url.searchParams.has('placeholder')) return PLACEHOLDER;
        return new URLSearchParams();
      },
      extendOutputFormats: (builtins) => ({ ...builtins, placeholder: placeholderFormat }),
      ...(cacheDir ? { cache: { dir: cacheDir } } : {}),
    }),
  ];
}
