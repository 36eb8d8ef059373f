import { render, screen } from '@testing-library/react';
import { axeViolations } from '../test/axe';
import type { LinkRenderProps } from '../internal/link';
import { LinkTile } from './LinkTile';

describe('LinkTile', () => {
  it('is a link named by its text alone (the arrow is decoration)', async () => {
    const { container } = render(
      <ul>
        <li>
          <LinkTile href="/pricing">Pricing</LinkTile>
        </li>
      </ul>,
    );
    const link = screen.getByRole('link', { name: 'Pricing' });
    expect(link).toHaveAttribute('href', '/pricing');
    expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('renders internal links through the app link component', () => {
    const AppLink = ({ href, children, ...props }: LinkRenderProps) => (
      <a href={href} data-app-link="" {...props}>
        {children}
      </a>
    );
    render(
      <LinkTile href="/services" linkComponent={AppLink}>
        Services
      </LinkTile>,
    );
    expect(screen.getByRole('link', { name: 'Services' })).toHaveAttribute('data-app-link');
  });
});
