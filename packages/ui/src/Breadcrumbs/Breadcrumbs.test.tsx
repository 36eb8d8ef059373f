import { render, screen, within } from '@testing-library/react';
import { axeViolations } from '../test/axe';
import { Breadcrumbs } from './Breadcrumbs';

const trail = [
  { name: 'Home', path: '/' },
  { name: 'Services', path: '/services' },
  { name: 'Web Design', path: '/services/web-design' },
];

describe('Breadcrumbs', () => {
  it('links every page above this one and marks the last as the current page', async () => {
    const { container } = render(<Breadcrumbs label="Breadcrumb" items={trail} />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const items = within(within(nav).getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Home', 'Services', 'Web Design']);
    expect(within(nav).getByRole('link', { name: 'Services' })).toHaveAttribute(
      'href',
      '/services',
    );
    expect(within(nav).queryByRole('link', { name: 'Web Design' })).toBeNull();
    expect(within(nav).getByText('Web Design')).toHaveAttribute('aria-current', 'page');
    expect(await axeViolations(container)).toEqual([]);
  });
});
