import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createBrowserRouter, Link, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { hrefWith, readQuery } from './query';
import { useBackToList } from './use-back-to-list';

/** A list with one row and its open item, the open one in the URL as /admin keeps it. */
function Desk() {
  const { search } = useLocation();
  const { id } = readQuery(search);
  const listHref = hrefWith(search, { id: null });
  const onBack = useBackToList(listHref, id === null);
  return id === null ? (
    <Link to={hrefWith(search, { id: 'a1' })}>Ada Lovelace</Link>
  ) : (
    <Link to={listHref} onClick={onBack}>
      ← Back to inbox
    </Link>
  );
}

function renderDesk(url: string) {
  window.history.replaceState(null, '', url);
  const router = createBrowserRouter([{ path: '/admin', Component: Desk }]);
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the back control of an open submission', () => {
  it('goes back to the list it was opened from, as the browser Back does', async () => {
    const user = userEvent.setup();
    const router = renderDesk('/admin?view=handled&q=erase');
    const before = window.history.length;
    await user.click(screen.getByRole('link', { name: 'Ada Lovelace' }));
    expect(window.location.search).toBe('?view=handled&q=erase&id=a1');
    await user.click(screen.getByRole('link', { name: '← Back to inbox' }));
    await waitFor(() => expect(window.location.search).toBe('?view=handled&q=erase'));
    expect(router.state.historyAction).toBe('POP');
    // Forward again is the submission: the history did not grow a copy of the list.
    expect(window.history.length).toBe(before + 1);
    router.dispose();
  });

  it('follows its link to the list when the submission was opened directly', async () => {
    const user = userEvent.setup();
    const router = renderDesk('/admin?q=erase&id=a1');
    await user.click(screen.getByRole('link', { name: '← Back to inbox' }));
    await waitFor(() => expect(window.location.search).toBe('?q=erase'));
    expect(router.state.historyAction).toBe('PUSH');
    router.dispose();
  });
});
