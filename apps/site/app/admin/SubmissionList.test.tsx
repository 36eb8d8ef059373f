import { fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { InboxSummary } from '@agency/supabase/inbox';
import { SubmissionList, type SubmissionListProps } from './SubmissionList';
import { exactTime } from './time';

const BACK_TO = '2026-03-02T09:30:00.000Z';

const item: InboxSummary = {
  id: '00000000-0000-4000-8000-000000000001',
  createdAt: '2026-03-05T10:00:00.000Z',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  excerpt: 'A question about a brand refresh.',
  status: 'new',
  read: false,
  handled: false,
};

function renderList(props: Partial<SubmissionListProps>) {
  const onLoadMore = vi.fn();
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <SubmissionList
          items={[]}
          selectedId={null}
          hrefFor={(id) => `/?id=${id}`}
          emptyText="No submissions match this search."
          hasMore={false}
          searchedBackTo={null}
          loadingMore={false}
          onLoadMore={onLoadMore}
          {...props}
        />
      ),
    },
  ]);
  render(<Stub />);
  return onLoadMore;
}

describe('a search that stopped before filling the page', () => {
  it('with nothing found yet, says how far back it looked and offers to search older submissions', async () => {
    const onLoadMore = renderList({ hasMore: true, searchedBackTo: BACK_TO });
    expect(
      await screen.findByText(`No matches in submissions received since ${exactTime(BACK_TO)}.`),
    ).toBeTruthy();
    expect(screen.queryByText('No submissions match this search.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Search older submissions' }));
    expect(onLoadMore).toHaveBeenCalledOnce();
  });

  it('below what it found, says how far back it looked', async () => {
    renderList({ items: [item], hasMore: true, searchedBackTo: BACK_TO });
    expect(await screen.findByText('Ada Lovelace')).toBeTruthy();
    expect(
      screen.getByText(`Searched submissions received since ${exactTime(BACK_TO)}.`),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Search older submissions' })).toBeTruthy();
  });

  it('a finished search says nothing matched', async () => {
    renderList({});
    expect(await screen.findByText('No submissions match this search.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a full page offers the next one as before', async () => {
    renderList({ items: [item], hasMore: true });
    expect(await screen.findByRole('button', { name: 'Load more' })).toBeTruthy();
    expect(screen.queryByText(/Searched submissions/)).toBeNull();
  });
});
