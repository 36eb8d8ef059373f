/**
 * The studio's signature: a lens gathering parallel light to one point, where it strikes a spark. One drawing in one
 * line style (hairline strokes, violet → cyan along the light's path, a dashed optical axis), drawn in raw SVG so it
 * stays a few crisp lines at any size. The case-study visuals place its focal point on the product's frame; the
 * standalone file is for the hero, the section transitions and the 404.
 */
import { studio } from './palette.ts';

/** Local geometry, with the focal point at the origin: the lens stands FOCAL units to its left. */
const FOCAL = 520;
const LENS_HALF_HEIGHT = 180;
const LENS_SAGITTA = 26;
const RAY_OFFSETS = [-150, -100, -50, 0, 50, 100, 150];
const RUN_IN = 1500;

const n = (value: number) => Number(value.toFixed(2)).toString();

export interface MotifPlacement {
  /** Where the light comes to a point, in the picture's coordinates. */
  focusX: number;
  focusY: number;
  /** Picture units per local unit. */
  scale: number;
  /** Stroke width in picture units. */
  stroke?: number;
  /** Prefix for gradient ids, unique per picture. */
  id?: string;
}

/** The gradients the motif's strokes use; put them in the picture's <defs>. */
export function motifDefs({ focusX, focusY, scale, id = 'lf' }: MotifPlacement): string {
  const x0 = focusX - (FOCAL + RUN_IN) * scale;
  const xLens = focusX - FOCAL * scale;
  const lensShare = (xLens - x0) / (focusX - x0);
  return [
    `<linearGradient id="${id}-beam" gradientUnits="userSpaceOnUse" x1="${n(x0)}" y1="${n(focusY)}" x2="${n(focusX + 160 * scale)}" y2="${n(focusY)}">`,
    `<stop offset="0" stop-color="${studio.violet}" stop-opacity="0"/>`,
    `<stop offset="${n(lensShare * 0.55)}" stop-color="${studio.violet}" stop-opacity=".38"/>`,
    `<stop offset="${n(lensShare)}" stop-color="${studio.violetLight}" stop-opacity=".7"/>`,
    `<stop offset="${n((focusX - x0) / (focusX + 160 * scale - x0))}" stop-color="${studio.cyan}" stop-opacity=".95"/>`,
    `<stop offset="1" stop-color="${studio.cyan}" stop-opacity="0"/>`,
    `</linearGradient>`,
    `<radialGradient id="${id}-spark" gradientUnits="userSpaceOnUse" cx="${n(focusX)}" cy="${n(focusY)}" r="${n(90 * scale)}">`,
    `<stop offset="0" stop-color="${studio.cyan}" stop-opacity=".55"/>`,
    `<stop offset="1" stop-color="${studio.cyan}" stop-opacity="0"/>`,
    `</radialGradient>`,
  ].join('');
}

/** The light and the lens: draw it behind the product. */
export function motifBeam({
  focusX,
  focusY,
  scale,
  stroke = 2,
  id = 'lf',
}: MotifPlacement): string {
  const x = (local: number) => n(focusX + local * scale);
  const y = (local: number) => n(focusY + local * scale);
  const rays = RAY_OFFSETS.map(
    (offset) =>
      // In parallel, through the lens, to the focal point and a little beyond it.
      `M${x(-FOCAL - RUN_IN)} ${y(offset)}H${x(-FOCAL)}L${x(160)} ${y((-offset * 160) / FOCAL)}`,
  ).join('');
  const radius = (LENS_HALF_HEIGHT ** 2 + LENS_SAGITTA ** 2) / (2 * LENS_SAGITTA);
  const r = n(radius * scale);
  const lens = `M${x(-FOCAL)} ${y(-LENS_HALF_HEIGHT)}A${r} ${r} 0 0 1 ${x(-FOCAL)} ${y(LENS_HALF_HEIGHT)}A${r} ${r} 0 0 1 ${x(-FOCAL)} ${y(-LENS_HALF_HEIGHT)}Z`;
  const axis = `M${x(-FOCAL - RUN_IN)} ${y(0)}H${x(260)}`;
  return [
    `<g fill="none" stroke-linecap="round">`,
    `<path d="${axis}" stroke="${studio.textFaint}" stroke-opacity=".35" stroke-width="${n(stroke * 0.6)}" stroke-dasharray="${n(stroke * 3)} ${n(stroke * 7)}"/>`,
    `<path d="${rays}" stroke="url(#${id}-beam)" stroke-width="${n(stroke)}"/>`,
    `<path d="${lens}" stroke="${studio.violetLight}" stroke-opacity=".8" stroke-width="${n(stroke * 1.25)}"/>`,
    `</g>`,
  ].join('');
}

/** The spark where the light meets: draw it over the product, on the frame's edge. */
export function motifSpark({
  focusX,
  focusY,
  scale,
  stroke = 2,
  id = 'lf',
}: MotifPlacement): string {
  const x = (local: number) => n(focusX + local * scale);
  const y = (local: number) => n(focusY + local * scale);
  return [
    `<circle cx="${n(focusX)}" cy="${n(focusY)}" r="${n(90 * scale)}" fill="url(#${id}-spark)"/>`,
    `<g fill="none" stroke="${studio.cyan}" stroke-linecap="round" stroke-width="${n(stroke)}">`,
    `<path d="M${x(-64)} ${y(0)}H${x(64)}M${x(0)} ${y(-34)}V${y(34)}" stroke-opacity=".9"/>`,
    `<circle cx="${n(focusX)}" cy="${n(focusY)}" r="${n(20 * scale)}" stroke-opacity=".6"/>`,
    `</g>`,
    `<circle cx="${n(focusX)}" cy="${n(focusY)}" r="${n(Math.max(6 * scale, stroke * 1.6))}" fill="#FFFFFF"/>`,
  ].join('');
}

/** The motif on its own, on a transparent ground, for reuse outside the case studies. */
export function motifSvg(): string {
  const width = 1200;
  const height = 440;
  const placement = { focusX: 980, focusY: 220, scale: 1, stroke: 2 } satisfies MotifPlacement;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" fill="none">`,
    `<title>Lumen Forge: a lens focusing light to a spark</title>`,
    `<defs>${motifDefs(placement)}</defs>`,
    motifBeam(placement),
    motifSpark(placement),
    `</svg>`,
    '',
  ].join('\n');
}
