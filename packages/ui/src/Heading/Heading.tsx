import type { ComponentPropsWithRef, ReactNode } from 'react';
import { heading } from './Heading.css';

export type HeadingLevel = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
export type HeadingSize = 'md' | 'lg' | 'xl' | '2xl' | '3xl' | '4xl' | '5xl';

export type HeadingProps = Omit<ComponentPropsWithRef<'h2'>, 'children'> & {
  /**
   * The heading element: pick it for the document outline, not for looks.
   * @default 'h2'
   */
  as?: HeadingLevel;
  /** Visual size on the fluid type scale. Defaults by level: h1 5xl, h2 3xl, h3 xl, h4 lg, h5/h6 md. */
  size?: HeadingSize;
  /** Text alignment. */
  align?: 'start' | 'center';
  /** Paint the text with the accent gradient (use sparingly, e.g. one highlighted word). */
  gradient?: boolean;
  /** Heading text. */
  children: ReactNode;
};

const defaultSize: Record<HeadingLevel, HeadingSize> = {
  h1: '5xl',
  h2: '3xl',
  h3: 'xl',
  h4: 'lg',
  h5: 'md',
  h6: 'md',
};

/** A display-face heading with a level chosen for the outline and a size chosen for the layout. */
export function Heading({
  as: Tag = 'h2',
  size,
  align,
  gradient,
  className,
  children,
  ...props
}: HeadingProps) {
  const cls = heading({ size: size ?? defaultSize[Tag], align, gradient });
  return (
    <Tag {...props} className={className ? `${cls} ${className}` : cls}>
      {children}
    </Tag>
  );
}
