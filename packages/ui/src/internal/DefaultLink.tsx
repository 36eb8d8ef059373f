import type { LinkRenderProps } from './link';

/** The fallback link renderer: a plain anchor. */
export function DefaultLink({ children, ...props }: LinkRenderProps) {
  return <a {...props}>{children}</a>;
}
