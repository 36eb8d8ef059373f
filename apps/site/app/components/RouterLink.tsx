import { Link } from 'react-router';
import type { LinkRenderProps } from '@agency/ui';

/**
 * The `linkComponent` handed to @agency/ui: internal hrefs become client-side navigations that
 * prefetch the next route's code and data on hover or focus.
 */
export function RouterLink({ href, ...props }: LinkRenderProps) {
  return <Link to={href} prefetch="intent" {...props} />;
}
