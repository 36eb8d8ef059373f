import type { ComponentPropsWithRef } from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { LensMotif, lensFocus, lensRatio } from '../LensMotif/LensMotif';
import { lightTheme } from '../theme/themes.css';
import * as styles from './MotifSeam.css';

export type MotifSeamProps = Omit<ComponentPropsWithRef<'div'>, 'children'> & {
  /**
   * Which bands meet: `dark-to-light` where a dark band ends on a light one (`Section tone="light"`), `light-to-dark`
   * where a light one ends on a dark one. Each half of the drawing takes the colours of the band it lies over.
   * @default 'dark-to-light'
   */
  edge?: 'dark-to-light' | 'light-to-dark';
};

/**
 * The studio's lens drawn across the seam where two bands meet: the optical axis runs along the edge and the light
 * comes to its point on it. Place it between the two sections; it takes no room (no layout shift), is hidden from
 * assistive technology and costs no script.
 */
export function MotifSeam({ edge = 'dark-to-light', className, style, ...props }: MotifSeamProps) {
  const lightHalf = edge === 'dark-to-light' ? 'lower' : 'upper';
  const inline = assignInlineVars({
    [styles.ratioVar]: String(Number(lensRatio('wide').toFixed(4))),
    [styles.focusVar]: String(Number(lensFocus('wide').x.toFixed(4))),
  });
  return (
    <div
      {...props}
      aria-hidden="true"
      className={className ? `${styles.root} ${className}` : styles.root}
      style={{ ...inline, ...style }}
    >
      {(['upper', 'lower'] as const).map((half) => (
        <div
          key={half}
          className={[styles.half, styles.halves[half], half === lightHalf ? lightTheme : null]
            .filter(Boolean)
            .join(' ')}
        >
          <LensMotif proportion="wide" className={`${styles.drawing} ${styles.drawingIn[half]}`} />
        </div>
      ))}
    </div>
  );
}
