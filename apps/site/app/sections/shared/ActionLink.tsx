import { ButtonLink, type ButtonLinkProps } from '@agency/ui';
import { RouterLink } from '~/components/RouterLink';
import type { LinkData } from './types';

export type ActionLinkProps = Omit<ButtonLinkProps, 'href' | 'children' | 'linkComponent'> & {
  link: LinkData;
};

/**
 * A button-styled link from loader data. Internal paths navigate client-side; absolute URLs (the
 * booking link) open in a new tab with `rel="noopener noreferrer"` and a screen-reader hint.
 */
export function ActionLink({ link, ...props }: ActionLinkProps) {
  return (
    <ButtonLink href={link.href} linkComponent={RouterLink} {...props}>
      {link.label}
    </ButtonLink>
  );
}
