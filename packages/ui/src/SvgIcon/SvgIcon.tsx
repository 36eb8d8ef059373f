import type { SVGProps } from 'react';

export type SvgIconProps = SVGProps<SVGSVGElement>;

/**
 * The shell of every line icon: a 24 × 24 viewBox drawn with a 1.5 px `currentColor` stroke, sized to the surrounding
 * font size (`width`/`height` override it) and decorative (`aria-hidden`; name the control that holds it instead).
 * The shapes are its children.
 */
export function SvgIcon({ children, ...props }: SvgIconProps) {
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
      {children}
    </svg>
  );
}
