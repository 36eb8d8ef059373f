/**
 * The studio's lens in local units, its focal point at the origin: parallel light runs in from the left, the lens
 * bends it, and it meets in one point. The same drawing as the case-study frames and the share images (hairline
 * strokes, a dashed optical axis), in two proportions.
 */
export type LensProportion = 'wide' | 'compact';

interface LensShape {
  /** How far left of the focal point the lens stands. */
  focal: number;
  /** Half the lens's height, and how far its faces bulge. */
  halfHeight: number;
  sagitta: number;
  /** Parallel light before the lens. */
  runIn: number;
}

const SHAPES: Record<LensProportion, LensShape> = {
  // The long beam of the process band and the 404.
  wide: { focal: 520, halfHeight: 180, sagitta: 26, runIn: 1800 },
  // A stronger lens in a squarer box, for the home hero.
  compact: { focal: 340, halfHeight: 180, sagitta: 34, runIn: 260 },
};

const RAY_OFFSETS = [-150, -100, -50, 0, 50, 100, 150];
/** How far the light runs past the point, and the axis past that. */
const BEYOND = 150;
const AXIS_BEYOND = 230;
const HALF_HEIGHT_OF_BOX = 200;

const n = (value: number) => Number(value.toFixed(2)).toString();

export interface LensDrawing {
  viewBox: string;
  /** Width over height of the drawing. */
  ratio: number;
  /** Where the light meets, as fractions of the drawing's width and height. */
  focus: { x: number; y: number };
  /** Where the lens stands, as a fraction of the drawing's width. */
  lensX: number;
  axis: string;
  rays: string;
  lens: string;
  /** Start and end of the light's gradient along x, in local units. */
  beam: { from: number; lens: number; to: number };
}

export function lensDrawing(proportion: LensProportion): LensDrawing {
  const { focal, halfHeight, sagitta, runIn } = SHAPES[proportion];
  const left = -focal - runIn;
  const width = runIn + focal + AXIS_BEYOND;
  const height = HALF_HEIGHT_OF_BOX * 2;
  const rays = RAY_OFFSETS.map(
    (offset) =>
      `M${n(left)} ${n(offset)}H${n(-focal)}L${n(BEYOND)} ${n((-offset * BEYOND) / focal)}`,
  ).join('');
  const radius = (halfHeight ** 2 + sagitta ** 2) / (2 * sagitta);
  const r = n(radius);
  const lens = `M${n(-focal)} ${n(-halfHeight)}A${r} ${r} 0 0 1 ${n(-focal)} ${n(halfHeight)}A${r} ${r} 0 0 1 ${n(-focal)} ${n(-halfHeight)}Z`;
  return {
    viewBox: `${n(left)} ${-HALF_HEIGHT_OF_BOX} ${n(width)} ${height}`,
    ratio: width / height,
    focus: { x: -left / width, y: 0.5 },
    lensX: runIn / width,
    axis: `M${n(left)} 0H${AXIS_BEYOND}`,
    rays,
    lens,
    beam: { from: left, lens: -focal, to: BEYOND },
  };
}
