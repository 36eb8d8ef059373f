/**
 * One Open Graph image per public route (1200×630 PNG), drawn at build time in the brand's style:
 * satori lays out the card and turns text into vector paths with the brand fonts (static WOFF
 * cuts of the same faces as the site's variable fonts), @resvg/resvg-js rasterises it. Pure npm
 * packages: no browser needed. Unchanged cards are copied from a cache (node_modules/.cache).
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { company, notFoundRoute, publicRoutes, type RouteEntry } from '@agency/content';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import {
  DEFAULT_OG_IMAGE_PATH,
  OG_IMAGE_SIZE,
  ogCard,
  ogImagePath,
  type OgCard,
} from '../app/seo/og-card.ts';
import { contentImagesDir } from '../image-pipeline.ts';

const require = createRequire(import.meta.url);
const CACHE_DIR = fileURLToPath(new URL('../node_modules/.cache/og-images', import.meta.url));

/** The brand palette (packages/ui theme tokens, dark theme) as literals: the card is an image, not CSS. */
const INK = '#0B0D12';
const SURFACE = '#151922';
const TEXT = '#F4F5F7';
const TEXT_SECONDARY = '#C6CBD6';
const VIOLET = '#8B5CF6';
const VIOLET_LIGHT = '#A78BFA';
const CYAN = '#22D3EE';

/** The studio's motif (a lens focusing light to a spark), drawn by @agency/content's visuals. */
const MOTIF_FILE = join(contentImagesDir(), 'motif', 'lens.svg');
/** Where the motif sits: top right, its spark on the card's glow. */
const MOTIF = { top: 36, right: 24, width: 660, height: 242 };

const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${VIOLET}"/><stop offset="1" stop-color="${CYAN}"/></linearGradient></defs><rect width="64" height="64" rx="14" fill="${SURFACE}"/><rect x="1.5" y="1.5" width="61" height="61" rx="12.5" fill="none" stroke="url(#g)" stroke-opacity=".55" stroke-width="3"/><path d="M18 16v32h14" fill="none" stroke="${TEXT}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/><path d="M36 48V16h12M36 32h10" fill="none" stroke="url(#g)" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/></svg>`;

interface Node {
  type: string;
  props: {
    style?: Record<string, string | number>;
    children?: Child | Child[];
    [key: string]: unknown;
  };
}
type Child = Node | string;

function h(
  type: string,
  style: Record<string, string | number>,
  children?: Child | Child[],
  extra: Record<string, unknown> = {},
): Node {
  return { type, props: { style, children, ...extra } };
}

function fontFile(pkg: string, file: string): Promise<Buffer> {
  // @fontsource packages export only CSS; the font files sit next to their index.css.
  return readFile(join(dirname(require.resolve(pkg)), 'files', file));
}

async function loadFonts() {
  const [text, textBold, display] = await Promise.all([
    fontFile('@fontsource/inter', 'inter-latin-400-normal.woff'),
    fontFile('@fontsource/inter', 'inter-latin-600-normal.woff'),
    fontFile('@fontsource/space-grotesk', 'space-grotesk-latin-600-normal.woff'),
  ]);
  return [
    { name: 'Inter', data: text, weight: 400 as const, style: 'normal' as const },
    { name: 'Inter', data: textBold, weight: 600 as const, style: 'normal' as const },
    { name: 'Space Grotesk', data: display, weight: 600 as const, style: 'normal' as const },
  ];
}

/** Title size that keeps long service names on two lines. */
function titleSize(title: string): number {
  if (title.length <= 18) return 92;
  if (title.length <= 34) return 76;
  return 64;
}

/** A layer over the whole card. */
const FULL = { position: 'absolute', top: 0, left: 0, width: '100%', height: '100%' } as const;

/** Behind everything: the hairline grid, the ink that fades it towards the lower left, and the glow top right. */
function backdrop(): Node[] {
  return [
    // Hairline grid, faded out towards the lower left by the ink overlay below.
    h('div', {
      ...FULL,
      backgroundImage:
        'linear-gradient(rgba(255,255,255,0.05) 1px, transparent 1px), linear-gradient(90deg, rgba(255,255,255,0.05) 1px, transparent 1px)',
      backgroundSize: '60px 60px',
    }),
    h('div', {
      ...FULL,
      backgroundImage: `radial-gradient(circle at 78% 18%, rgba(11,13,18,0) 0%, rgba(11,13,18,0.6) 38%, ${INK} 72%)`,
    }),
    h('div', {
      position: 'absolute',
      top: -223,
      right: -235,
      width: 760,
      height: 760,
      borderRadius: 380,
      backgroundImage:
        'radial-gradient(circle, rgba(139,92,246,0.42) 0%, rgba(34,211,238,0.12) 45%, rgba(11,13,18,0) 70%)',
    }),
  ];
}

/** The studio's rays, which fade in from the card, not from the edge of the drawing. */
function motif(motifSvg: string): Node {
  return h(
    'img',
    {
      position: 'absolute',
      ...MOTIF,
      maskImage: 'linear-gradient(90deg, transparent, black 35%)',
    },
    undefined,
    {
      src: `data:image/svg+xml;base64,${Buffer.from(motifSvg).toString('base64')}`,
      width: MOTIF.width,
      height: MOTIF.height,
    },
  );
}

/** The brand mark and the studio's name, top left. */
function brand(): Node {
  const logo = `data:image/svg+xml;base64,${Buffer.from(LOGO_SVG).toString('base64')}`;
  return h(
    'div',
    {
      display: 'flex',
      alignItems: 'center',
      fontFamily: 'Space Grotesk',
      fontSize: 34,
      fontWeight: 600,
    },
    [
      h('img', { width: 56, height: 56, marginRight: 18 }, undefined, {
        src: logo,
        width: 56,
        height: 56,
      }),
      company.name,
    ],
  );
}

/** At the foot of the card: the section label, the title, the description and the page's address. */
function words(card: OgCard, address: string): Node {
  return h('div', { display: 'flex', flexDirection: 'column', marginTop: 'auto' }, [
    h(
      'div',
      {
        display: 'flex',
        alignItems: 'center',
        fontSize: 24,
        fontWeight: 600,
        letterSpacing: 3,
        textTransform: 'uppercase',
        color: VIOLET_LIGHT,
      },
      [
        h('div', {
          width: 40,
          height: 3,
          marginRight: 16,
          backgroundImage: `linear-gradient(90deg, ${VIOLET}, ${CYAN})`,
        }),
        card.section,
      ],
    ),
    h(
      'div',
      {
        marginTop: 22,
        fontFamily: 'Space Grotesk',
        fontSize: titleSize(card.title),
        fontWeight: 600,
        lineHeight: 1.04,
        letterSpacing: -2.5,
        maxWidth: 960,
      },
      card.title,
    ),
    h(
      'div',
      {
        marginTop: 26,
        fontSize: 26,
        lineHeight: 1.4,
        color: TEXT_SECONDARY,
        maxWidth: 900,
      },
      card.description,
    ),
    h('div', { marginTop: 26, fontSize: 22, color: CYAN, fontWeight: 600 }, address),
  ]);
}

/** The card: brand mark, the motif, section label, title, description, the page's address, the accent bar. */
function cardTree(card: OgCard, address: string, motifSvg: string): Node {
  return h(
    'div',
    {
      width: '100%',
      height: '100%',
      display: 'flex',
      flexDirection: 'column',
      position: 'relative',
      backgroundColor: INK,
      color: TEXT,
      fontFamily: 'Inter',
    },
    [
      ...backdrop(),
      motif(motifSvg),
      h(
        'div',
        {
          position: 'absolute',
          top: 72,
          left: 88,
          right: 88,
          bottom: 64,
          display: 'flex',
          flexDirection: 'column',
        },
        [brand(), words(card, address)],
      ),
      // The accent bar along the foot.
      h('div', {
        position: 'absolute',
        left: 0,
        right: 0,
        bottom: 0,
        height: 8,
        backgroundImage: `linear-gradient(90deg, ${VIOLET}, ${CYAN})`,
      }),
    ],
  );
}

type Fonts = Awaited<ReturnType<typeof loadFonts>>;

/** The PNG of one card. */
async function renderCard(
  card: OgCard,
  address: string,
  fonts: Fonts,
  motifSvg: string,
): Promise<Buffer> {
  // satori's types want a React element; the plain { type, props } tree is what it reads.
  const tree = cardTree(card, address, motifSvg);
  const svg = await satori(tree as unknown as Parameters<typeof satori>[0], {
    ...OG_IMAGE_SIZE,
    fonts,
  });
  return new Resvg(svg, { fitTo: { mode: 'width', value: OG_IMAGE_SIZE.width } }).render().asPng();
}

/** 'lumenforge.example/pricing' */
function displayAddress(siteUrl: string, path: string): string {
  const host = new URL(siteUrl).host.replace(/^www\./, '');
  return path === '/' ? host : `${host}${path}`;
}

/** Everything that decides a card's pixels: its text, this file, the motif and the installed font files. */
async function cacheKey(card: OgCard, address: string, motifSvg: string): Promise<string> {
  const source = await readFile(fileURLToPath(import.meta.url), 'utf8');
  return createHash('sha256')
    .update(JSON.stringify({ card, address, satori: require('satori/package.json').version }))
    .update(source)
    .update(motifSvg)
    .digest('hex')
    .slice(0, 24);
}

/**
 * Writes `og/<route>.png` for every public route and the default `og-image.png` into the build.
 * Returns how many were drawn and how many came from the cache.
 */
export async function writeOgImages(
  clientDir: string,
  siteUrl: string,
  routes: readonly RouteEntry[] = publicRoutes,
): Promise<{ drawn: number; cached: number }> {
  const jobs = [
    ...routes.map((route) => ({
      file: ogImagePath(route.path),
      card: ogCard(route),
      path: route.path,
    })),
    { file: DEFAULT_OG_IMAGE_PATH, card: ogCard(notFoundRoute), path: '/' },
  ];
  let fonts: Fonts | undefined;
  let drawn = 0;
  const motifSvg = await readFile(MOTIF_FILE, 'utf8');
  await mkdir(CACHE_DIR, { recursive: true });
  for (const job of jobs) {
    const address = displayAddress(siteUrl, job.path);
    const target = join(clientDir, job.file.slice(1));
    await mkdir(dirname(target), { recursive: true });
    const cached = join(CACHE_DIR, `${await cacheKey(job.card, address, motifSvg)}.png`);
    if (!existsSync(cached)) {
      fonts ??= await loadFonts();
      await writeFile(cached, await renderCard(job.card, address, fonts, motifSvg));
      drawn += 1;
    }
    await copyFile(cached, target);
  }
  return { drawn, cached: jobs.length - drawn };
}
