/**
 * Turns a visual's element tree into one self-contained SVG: the studio's backdrop and the motif's light in raw SVG
 * behind, the product (laid out by satori, text as vector paths) in the middle, the motif's spark on top.
 */
import satori from 'satori';
import { loadFonts } from './fonts.ts';
import { panel } from './frames.ts';
import { box, type El } from './h.ts';
import { motifBeam, motifDefs, motifSpark, type MotifPlacement } from './motif.ts';
import { studio } from './palette.ts';

export interface Picture {
  width: number;
  height: number;
  /** Where the motif's light comes to a point (on the product's frame) and how large the lens is drawn. */
  motif: MotifPlacement;
  /** The product: frames and screens, absolutely placed on a transparent ground. */
  content: El[];
}

export const PRODUCT_SIZE = { width: 2400, height: 1500 } as const;
export const DETAIL_SIZE = { width: 1200, height: 1500 } as const;

/**
 * A detail crop: one card of the product in a panel from (`left`, `top`) running off the bottom-right edge, the
 * motif's light coming to a point on the panel's corner.
 */
export function panelDetail(left: number, top: number, card: El): Picture {
  return {
    ...DETAIL_SIZE,
    motif: { focusX: left, focusY: top, scale: 0.36, stroke: 2.5 },
    content: [
      panel(
        { left, top, width: DETAIL_SIZE.width - left + 80, height: DETAIL_SIZE.height - top + 80 },
        card,
      ),
    ],
  };
}

/** The inner markup of satori's <svg>, so it can sit between the backdrop and the spark. */
function svgBody(svg: string): string {
  const start = svg.indexOf('>') + 1;
  return svg.slice(start, svg.lastIndexOf('</svg>'));
}

function backdrop({ width, height, motif }: Picture): string {
  const { focusX, focusY } = motif;
  return [
    `<defs>`,
    motifDefs(motif),
    // The light warms the ink around the point it strikes, and fades before the far corner.
    `<radialGradient id="lf-glow" gradientUnits="userSpaceOnUse" cx="${focusX}" cy="${focusY}" r="${Math.round(Math.max(width, height) * 0.75)}">`,
    `<stop offset="0" stop-color="${studio.violet}" stop-opacity=".2"/>`,
    `<stop offset=".45" stop-color="${studio.violet}" stop-opacity=".05"/>`,
    `<stop offset="1" stop-color="${studio.violet}" stop-opacity="0"/>`,
    `</radialGradient>`,
    `</defs>`,
    `<rect width="${width}" height="${height}" fill="${studio.ink}"/>`,
    `<rect width="${width}" height="${height}" fill="url(#lf-glow)"/>`,
    motifBeam(motif),
  ].join('');
}

export async function drawPicture(picture: Picture): Promise<string> {
  const { width, height } = picture;
  const tree = box(
    { width, height, position: 'relative', fontFamily: 'Inter' },
    ...picture.content,
  );
  // satori's types want a React element; the plain { type, props } tree is what it reads.
  const product = await satori(tree as unknown as Parameters<typeof satori>[0], {
    width,
    height,
    fonts: await loadFonts(),
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    backdrop(picture),
    `<g>${svgBody(product)}</g>`,
    motifSpark(picture.motif),
    `</svg>`,
    '',
  ].join('\n');
}
