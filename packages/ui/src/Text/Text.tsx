import type { ElementType, ReactNode } from 'react';
import type { ElementProps } from '../internal/polymorphic';
import { text } from './Text.css';

export type TextProps = Omit<ElementProps, 'children'> & {
  /**
   * Element to render.
   * @default 'p'
   */
  as?: 'p' | 'span' | 'div' | 'li' | 'small' | 'strong';
  /**
   * Type size: `lg`/`xl` for leads and intros.
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /**
   * Text colour level. Body copy defaults to `secondary`.
   * @default 'secondary'
   */
  tone?: 'default' | 'secondary' | 'muted' | 'accent' | 'inherit';
  /** Font weight. */
  weight?: 'regular' | 'medium' | 'semibold';
  /** Alignment; `center` also centres the measure-limited block. */
  align?: 'start' | 'center';
  /**
   * Limit the line length to ~68 characters.
   * @default true
   */
  measure?: boolean;
  /** The text. */
  children: ReactNode;
};

/** Body text in the text face, with the type scale, colour levels and a comfortable measure. */
export function Text({
  as = 'p',
  size,
  tone,
  weight,
  align,
  measure,
  className,
  children,
  ...props
}: TextProps) {
  const cls = text({ size, tone, weight, align, measure });
  const Tag = as as ElementType;
  return (
    <Tag {...props} className={className ? `${cls} ${className}` : cls}>
      {children}
    </Tag>
  );
}
