import { createElement } from 'react';
import { SvgIcon, type SvgIconProps } from '@agency/ui';
import type { IconNode } from './types';

export type IconProps = Omit<SvgIconProps, 'children'> & {
  /** The icon's shapes, resolved at build time by `iconNode()` in a route loader. */
  node: IconNode;
};

/**
 * A lucide line icon drawn from build-time data: the loader resolves the icon's shapes and the
 * page only ships this renderer, not one component per icon, inside the design system's `SvgIcon`
 * shell (decorative, sized to the surrounding font size, 1.5 px stroke).
 */
export function Icon({ node, ...props }: IconProps) {
  return (
    <SvgIcon {...props}>
      {node.map(([tag, attrs], index) => createElement(tag, { ...attrs, key: index }))}
    </SvgIcon>
  );
}
