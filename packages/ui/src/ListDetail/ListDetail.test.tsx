import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { axeViolations } from '../test/axe';
import { stubMatchMedia } from '../test/stub-match-media';
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

  it('keeps the toolbar above the panes', () => {
    render(
      <ListDetail
        toolbar={<nav aria-label="Views">New</nav>}
        list={list}
        detail={null}
        placeholder="Pick a submission to read it."
        listLabel="Submissions"
        detailLabel="Message"
      />,
    );
    const views = screen.getByRole('navigation', { name: 'Views' });
    expect(views.compareDocumentPosition(screen.getByRole('region', { name: 'Submissions' }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  /** A list whose row opens its item, and whose item closes again, as the router would do it. */
  function OpenAndClose() {
    const [open, setOpen] = useState(false);
    return (
      <ListDetail
        list={
          <button type="button" onClick={() => setOpen(true)}>
            Ada Lovelace
          </button>
        }
        detail={
          open ? (
            <button type="button" onClick={() => setOpen(false)}>
              ← Back to inbox
            </button>
          ) : null
        }
        placeholder="Pick a submission to read it."
        listLabel="Submissions"
        detailLabel="Message"
      />
    );
  }

  it('on a phone moves focus to the opened item, and back to its row when it closes', async () => {
    stubMatchMedia((query) => query.includes('max-width: 1023.98px'));
    const user = userEvent.setup();
    render(<OpenAndClose />);
    await user.click(screen.getByRole('button', { name: 'Ada Lovelace' }));
    expect(screen.getByRole('region', { name: 'Message' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: '← Back to inbox' }));
    expect(screen.getByRole('button', { name: 'Ada Lovelace' })).toHaveFocus();
  });

  it('beside the list leaves focus on the row that opened the item', async () => {
    stubMatchMedia(() => false);
    const user = userEvent.setup();
    render(<OpenAndClose />);
    await user.click(screen.getByRole('button', { name: 'Ada Lovelace' }));
    expect(screen.getByRole('button', { name: 'Ada Lovelace' })).toHaveFocus();
  });
});
