import { render, screen } from '@testing-library/react';
import { axeViolations } from '../test/axe';
import { ListDetail, ListDetailBack } from './ListDetail';

const list = (
  <ul>
    <li>
      <a href="?id=1">Ada Lovelace</a>
    </li>
  </ul>
);

describe('ListDetail', () => {
  it('shows the placeholder in the detail pane while nothing is open', async () => {
    const { container } = render(
      <ListDetail
        list={list}
        detail={null}
        placeholder="Pick a submission to read it."
        listLabel="Submissions"
        detailLabel="Message"
      />,
    );
    expect(screen.getByRole('region', { name: 'Submissions' })).toContainElement(
      screen.getByRole('link', { name: 'Ada Lovelace' }),
    );
    expect(screen.getByRole('region', { name: 'Message' })).toHaveTextContent(
      'Pick a submission to read it.',
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows the open item with its way back instead of the placeholder', async () => {
    const { container } = render(
      <ListDetail
        list={list}
        detail={
          <article aria-label="Ada Lovelace">
            <ListDetailBack href="/admin">← Back to inbox</ListDetailBack>
            <p>We need a new website.</p>
          </article>
        }
        placeholder="Pick a submission to read it."
        listLabel="Submissions"
        detailLabel="Message"
      />,
    );
    const detail = screen.getByRole('region', { name: 'Message' });
    expect(detail).toHaveTextContent('We need a new website.');
    expect(detail).not.toHaveTextContent('Pick a submission');
    expect(screen.getByRole('link', { name: '← Back to inbox' })).toHaveAttribute('href', '/admin');
    expect(await axeViolations(container)).toEqual([]);
  });
});
