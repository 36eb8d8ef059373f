import { render, screen, within } from '@testing-library/react';
import { axeViolations } from '../test/axe';
import { LedgerList } from './LedgerList';

const rows = [
  { title: 'Precision', description: 'We sweat the details others skip.' },
  { title: 'Integrity', description: 'Honest estimates and bad news delivered early.' },
];

describe('LedgerList', () => {
  it('is a list of rows, each a heading and its text, numbered out of the accessibility tree', async () => {
    const { container } = render(
      <main>
        <h2>Our Core Values</h2>
        <LedgerList rows={rows} />
      </main>,
    );
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('heading', { level: 3 })).toHaveTextContent('Precision');
    expect(within(items[1]!).getByText(rows[1]!.description)).toBeInTheDocument();
    expect(items[0]!.querySelector('[aria-hidden="true"]')).toHaveTextContent('01');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('takes the heading level from headingAs, and leaves out numbers when told', () => {
    render(
      <LedgerList
        rows={[{ ...rows[0]!, icon: <svg data-testid="icon" /> }]}
        headingAs="h4"
        numbered={false}
      />,
    );
    expect(screen.getByRole('heading', { level: 4, name: 'Precision' })).toBeInTheDocument();
    expect(screen.queryByText('01')).toBeNull();
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
  });

  it('sets a description that is more than text in a block of its own, not inside a paragraph', () => {
    render(
      <LedgerList
        numbered={false}
        rows={[
          {
            title: 'Bank Transfers',
            description: (
              <ul>
                <li>ACH Transfer</li>
              </ul>
            ),
          },
        ]}
      />,
    );
    expect(screen.getByText('ACH Transfer').closest('p')).toBeNull();
  });
});
