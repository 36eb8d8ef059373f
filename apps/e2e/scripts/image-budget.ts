/**
 * The deterministic half of the image budget: the images a prerendered page loads at once (every `<img>` not marked
 * `loading="lazy"`), each as the file a `PHONE` picks from its `srcset`, taking the image as wide as the screen (the
 * widest it is shown on a phone). Lazy images that Chromium fetches before the first scroll are counted by the
 * end-to-end check (tests/images.spec.ts), which lays the page out.
 */
import { BUDGET, kb, parseAttributes, PHONE } from './budget-lib.ts';

/** MIME types Chromium decodes: the first `<source>` of one of these wins. */
const SUPPORTED_TYPES = new Set([
  'image/avif',
  'image/webp',
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/svg+xml',
]);

interface Candidate {
  url: string;
  /** `480w` → 480; none for an `x` descriptor or a bare URL. */
  width?: number;
  /** `2x` → 2; a bare URL is 1x. */
  density: number;
}

export function srcsetCandidates(srcset: string): Candidate[] {
  return srcset
    .split(/,\s+/)
    .map((entry) => entry.trim().split(/\s+/))
    .filter(([url]) => Boolean(url))
    .map(([url = '', descriptor = '1x']) =>
      descriptor.endsWith('w')
        ? { url, width: Number(descriptor.slice(0, -1)), density: 1 }
        : { url, density: Number(descriptor.replace(/x$/, '')) || 1 },
    );
}

/** The candidate a phone chooses: the smallest that covers the screen's device pixels, else the largest. */
export function phoneChoice(candidates: Candidate[]): string | null {
  const target = PHONE.width * PHONE.deviceScaleFactor;
  const byWidth = candidates.filter((candidate) => candidate.width !== undefined);
  if (byWidth.length > 0) {
    const sorted = byWidth.sort((a, b) => a.width! - b.width!);
    return (sorted.find((candidate) => candidate.width! >= target) ?? sorted.at(-1)!).url;
  }
  const sorted = [...candidates].sort((a, b) => a.density - b.density);
  const choice =
    sorted.find((candidate) => candidate.density >= PHONE.deviceScaleFactor) ?? sorted.at(-1);
  return choice?.url ?? null;
}

/** The image URLs a page makes a phone download at once, one per eager `<img>` (data: URLs travel in the HTML). */
export function eagerImageUrls(html: string): string[] {
  const markup = html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<noscript\b[^>]*>[\s\S]*?<\/noscript\s*>/gi, '');
  const urls: string[] = [];
  // A <picture>'s sources up to its <img>, or an <img> on its own.
  for (const match of markup.matchAll(
    /<picture\b[^>]*>([\s\S]*?)<img\b([^>]*)>|<img\b([^>]*)>/gi,
  )) {
    const img = parseAttributes(match[2] ?? match[3] ?? '');
    if ((img.loading ?? '').toLowerCase() === 'lazy') continue;
    const sources = [...(match[1] ?? '').matchAll(/<source\b([^>]*)>/gi)].map((source) =>
      parseAttributes(source[1] ?? ''),
    );
    const source = sources.find(
      (candidate) =>
        candidate.srcset && (!candidate.type || SUPPORTED_TYPES.has(candidate.type.toLowerCase())),
    );
    const srcset = source?.srcset ?? img.srcset;
    const url = srcset ? phoneChoice(srcsetCandidates(srcset)) : (img.src ?? null);
    if (url && !url.startsWith('data:')) urls.push(url);
  }
  return urls;
}

export interface PhoneImageReport {
  /** The files chosen, in page order. */
  urls: string[];
  bytes: number;
  problems: string[];
}

/**
 * What a page's eager images cost a phone, against `BUDGET.phoneImageBytes`. `sizeOf` gives a URL's file size, or
 * null when the build has no such file.
 */
export function phoneImageReport(
  html: string,
  sizeOf: (url: string) => number | null,
): PhoneImageReport {
  const urls = eagerImageUrls(html);
  const problems: string[] = [];
  let bytes = 0;
  for (const url of urls) {
    const size = sizeOf(url);
    if (size === null) problems.push(`missing image ${url}`);
    else bytes += size;
  }
  if (bytes > BUDGET.phoneImageBytes)
    problems.push(
      `images loaded at once on a phone ${kb(bytes)} > ${kb(BUDGET.phoneImageBytes)}: ${urls.join(', ')}`,
    );
  return { urls, bytes, problems };
}
