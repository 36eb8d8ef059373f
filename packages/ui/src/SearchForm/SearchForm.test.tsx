import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../test/axe';
import { SearchForm } from './SearchForm';

describe('SearchForm', () => {
  it('is a search landmark that hands over what was typed', async () => {
    const onSearch = vi.fn();
    const { container } = render(
      <SearchForm
        label="Search submissions"
        submitLabel="Search"
        defaultValue="ada"
        onSearch={onSearch}
      />,
    );
    const field = screen.getByRole('searchbox', { name: 'Search submissions' });
    expect(screen.getByRole('search')).toContainElement(field);
    expect(field).toHaveValue('ada');
    await userEvent.clear(field);
    await userEvent.type(field, 'grace{Enter}');
    expect(onSearch).toHaveBeenLastCalledWith('grace');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledTimes(2);
    expect(await axeViolations(container)).toEqual([]);
  });
});
