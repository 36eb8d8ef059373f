import { useId, type ComponentPropsWithRef } from 'react';
import { lensDrawing, type LensProportion } from './lens-geometry';
import * as styles from './LensMotif.css';

export type LensMotifProps = Omit<ComponentPropsWithRef<'svg'>, 'children' | 'viewBox'> & {
  /**
   * `wide`: a long beam of parallel light before the lens (bands, seams); `compact`: a stronger lens in a squarer
   * box (the home hero).
   * @default 'wide'
   */
  proportion?: LensProportion;
  /**
   * Draw the spark where the light meets.
   * @default true
   */
  spark?: boolean;
};

/**
 * The studio's signature, drawn inline in SVG from the theme's colours: parallel light through a lens, gathered to
 * a spark. Decorative (hidden from assistive technology); it scales to its box, its strokes stay hairlines, and it
 * costs no request and no script. The drawing's width over height is `lensRatio(proportion)`.
 */
export function LensMotif({
  proportion = 'wide',
  spark = true,
  className,
  style,
  ...props
}: LensMotifProps) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const drawing = lensDrawing(proportion);
  const { from, lens, to } = drawing.beam;
  const at = (x: number) => (x - from) / (to - from);
  const haloRadius = 90;
  return (
    <svg
      {...props}
      viewBox={drawing.viewBox}
      aria-hidden="true"
      focusable="false"
      // The box has the drawing's proportions before it paints: nothing moves when it does.
      style={{ aspectRatio: String(Number(drawing.ratio.toFixed(4))), ...style }}
      className={className ? `${styles.root} ${className}` : styles.root}
    >
      <defs>
        <linearGradient
          id={`${id}-beam`}
          gradientUnits="userSpaceOnUse"
          x1={from}
          y1={0}
          x2={to}
          y2={0}
        >
          <stop offset={0} className={styles.stopFaint} />
          <stop offset={at(lens) * 0.6} className={styles.stopViolet} />
          <stop offset={at(lens)} className={styles.stopLens} />
          <stop offset={at(0)} className={styles.stopCyan} />
          <stop offset={1} className={styles.stopGone} />
        </linearGradient>
        <radialGradient
          id={`${id}-halo`}
          gradientUnits="userSpaceOnUse"
          cx={0}
          cy={0}
          r={haloRadius}
        >
          <stop offset={0} className={styles.haloInner} />
          <stop offset={1} className={styles.haloOuter} />
        </radialGradient>
      </defs>
      <path d={drawing.axis} className={styles.axis} />
      <path d={drawing.rays} className={styles.rays} stroke={`url(#${id}-beam)`} />
      <path d={drawing.lens} className={styles.lens} />
      {spark ? (
        <g>
          <circle r={haloRadius} fill={`url(#${id}-halo)`} />
          <path d="M-60 0H60M0 -32V32" className={styles.cross} />
          <circle r={18} className={styles.ring} />
          <circle r={5} className={styles.core} />
        </g>
      ) : null}
    </svg>
  );
}

/** Width over height of the lens drawing in a proportion, to size its box before it renders (no layout shift). */
export function lensRatio(proportion: LensProportion = 'wide'): number {
  return lensDrawing(proportion).ratio;
}

/** Where the light meets, as fractions of the drawing's width and height. */
export function lensFocus(proportion: LensProportion = 'wide'): { x: number; y: number } {
  return lensDrawing(proportion).focus;
}
