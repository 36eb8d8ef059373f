import { render, screen, within } from '@testing-library/react';
import { axeViolations } from '../test/axe';
import { LinkList } from './LinkList';

describe('LinkList', () => {
  it('is a list of links, named by their text alone', async () => {
    const { container } = render(
      <LinkList
        items={[
          { href: '/admin?view=handled&q=ada', label: '3 in “Handled”' },
          { href: '/admin?view=spam&q=ada', label: '1 in “Spam”' },
        ]}
      />,
    );
    const list = screen.getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['3 in “Handled”', '1 in “Spam”']);
    expect(screen.getByRole('link', { name: '3 in “Handled”' })).toHaveAttribute(
      'href',
      '/admin?view=handled&q=ada',
    );
    expect(screen.getByRole('link', { name: '1 in “Spam”' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });
});
