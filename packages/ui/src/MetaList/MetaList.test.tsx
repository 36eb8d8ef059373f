import { render, screen } from '@testing-library/react';
import { axeViolations } from '../test/axe';
import { MetaList } from './MetaList';

describe('MetaList', () => {
  it('pairs each term with its value, in order', async () => {
    const { container } = render(
      <MetaList
        items={[
          { term: 'E-mail', detail: <a href="mailto:ada@example.com">ada@example.com</a> },
          { term: 'Source', detail: 'website' },
        ]}
      />,
    );
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const values = screen.getAllByRole('definition').map((value) => value.textContent);
    expect(terms).toEqual(['E-mail', 'Source']);
    expect(values).toEqual(['ada@example.com', 'website']);
    expect(screen.getByRole('link', { name: 'ada@example.com' })).toHaveAttribute(
      'href',
      'mailto:ada@example.com',
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
