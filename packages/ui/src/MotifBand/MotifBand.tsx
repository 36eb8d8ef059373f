import type { ComponentPropsWithRef, ReactNode } from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { Container } from '../Container/Container';
import * as styles from './MotifBand.css';

export type MotifBandProps = Omit<ComponentPropsWithRef<'section'>, 'children'> & {
  /** The studio's motif, drawn edge to edge: a decorative `Picture` (it says nothing the band's content does not). */
  motif: ReactNode;
  /**
   * Where the drawing's point of interest lies, as a fraction of its width (0–1). Phones show the drawing larger,
   * cropped around this point; wider screens show all of it.
   * @default 0.5
   */
  focus?: number;
  /** Content under the drawing, inside the page container (a step index, a caption). */
  children?: ReactNode;
};

/**
 * A full-bleed band that carries the studio's motif across the page: the drawing spans the viewport, fading in from
 * the left edge, over a glow drawn in CSS; its content sits under it in the page container. Name the band with
 * `aria-label` or `aria-labelledby` when it is a region of its own.
 */
export function MotifBand({
  motif,
  focus = 0.5,
  className,
  style,
  children,
  ...props
}: MotifBandProps) {
  return (
    <section
      {...props}
      className={className ? `${styles.root} ${className}` : styles.root}
      style={style}
    >
      <div
        className={styles.drawing}
        style={assignInlineVars({ [styles.focusVar]: String(Math.min(1, Math.max(0, focus))) })}
      >
        {motif}
      </div>
      {children ? <Container className={styles.content}>{children}</Container> : null}
    </section>
  );
}
