import { createElement, type SVGProps } from 'react';
import type { IconNode } from './types';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & {
  /** The icon's shapes, resolved at build time by `iconNode()` in a route loader. */
  node: IconNode;
};

/**
 * A lucide line icon drawn from build-time data: the loader resolves the icon's shapes and the
 * page only ships this renderer, not one component per icon. Decorative (`aria-hidden`), sized to
 * the surrounding font size, 1.5 px stroke as in the visual direction.
 */
export function Icon({ node, ...props }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {node.map(([tag, attrs], index) => createElement(tag, { ...attrs, key: index }))}
    </svg>
  );
}
