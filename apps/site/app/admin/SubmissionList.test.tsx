import { fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { InboxSummary } from '@agency/supabase/inbox';
import { SubmissionList, type SubmissionListProps } from './SubmissionList';
import { exactTime } from './time';

const BACK_TO = '2026-03-02T09:30:00.000Z';
const ME = '00000000-0000-4000-8000-0000000000a1';

const item: InboxSummary = {
  id: '00000000-0000-4000-8000-000000000001',
  createdAt: '2026-03-05T10:00:00.000Z',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  excerpt: 'A question about a brand refresh.',
  status: 'new',
  read: false,
  handled: false,
  replied: false,
  waitedSeconds: 26 * 3600 + 5 * 60,
  overdue: true,
  owner: null,
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
          userId={ME}
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

describe('waiting time', () => {
  it('an overdue row says so in words and shows how long it has waited, the exact local time on hover', async () => {
    renderList({ items: [item] });
    const row = await screen.findByRole('link', { name: /Ada Lovelace/ });
    expect(row.textContent).toContain('Overdue');
    const waited = screen.getByText('Waiting 26 hr 5 min');
    expect(waited.getAttribute('datetime')).toBe('PT26H5M');
    expect(waited.getAttribute('title')).toBe(exactTime(item.createdAt));
  });

  it('a handled row shows when it arrived, and no overdue marker', async () => {
    renderList({ items: [{ ...item, handled: true, waitedSeconds: null, overdue: false }] });
    const row = await screen.findByRole('link', { name: /Ada Lovelace/ });
    expect(row.textContent).not.toContain('Overdue');
    expect(row.textContent).not.toContain('Waiting');
    expect(row.querySelector('time')?.getAttribute('datetime')).toBe(item.createdAt);
  });

  it('a search of the oldest-first list says how far forward it looked', async () => {
    renderList({ hasMore: true, searchedBackTo: BACK_TO, oldestFirst: true });
    expect(
      await screen.findByText(`No matches in submissions received up to ${exactTime(BACK_TO)}.`),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Search newer submissions' })).toBeTruthy();
  });
});

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

  it('with nothing found here yet, still lists the other views it matches in so far', async () => {
    const onLoadMore = renderList({
      hasMore: true,
      searchedBackTo: BACK_TO,
      elsewhere: [{ label: 'Handled', count: '3+', href: '/admin?view=handled&q=erase' }],
    });
    expect(
      await screen.findByText(`No matches in submissions received since ${exactTime(BACK_TO)}.`),
    ).toBeTruthy();
    expect(screen.getByText('It matches in other views:')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '3+ in “Handled”' })).toHaveAttribute(
      'href',
      '/admin?view=handled&q=erase',
    );
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

describe('a search with no match in its view', () => {
  it('says which other views it matches in, each a link to them', async () => {
    renderList({
      emptyText: 'No submissions in “New” match this search.',
      elsewhere: [
        { label: 'Handled', count: 1, href: '/admin?view=handled&q=erase' },
        { label: 'All', count: '1000+', href: '/admin?view=all&q=erase' },
      ],
    });
    expect(
      await screen.findByText('No submissions in “New” match this search.'),
    ).toBeInTheDocument();
    expect(screen.getByText('It matches in other views:')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '1 in “Handled”' })).toHaveAttribute(
      'href',
      '/admin?view=handled&q=erase',
    );
    expect(screen.getByRole('link', { name: '1000+ in “All”' })).toHaveAttribute(
      'href',
      '/admin?view=all&q=erase',
    );
  });

  it('without matches anywhere says so alone', async () => {
    renderList({ elsewhere: [] });
    expect(await screen.findByText('No submissions match this search.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('owners', () => {
  it("names each row's owner by the short form of their address, the viewer's own as you, and none when nobody owns it", async () => {
    renderList({
      items: [
        {
          ...item,
          id: 'a',
          name: 'Taken by Ben',
          owner: { id: 'ben', email: 'ben.jones@agency.example', role: 'member' },
        },
        {
          ...item,
          id: 'b',
          name: 'Mine',
          owner: { id: ME, email: 'ana@agency.example', role: 'owner' },
        },
        { ...item, id: 'c', name: 'Nobody yet' },
      ],
    });
    expect((await screen.findByRole('link', { name: /Taken by Ben/ })).textContent).toContain(
      'Owner: ben.jones',
    );
    expect(screen.getByRole('link', { name: /Mine/ }).textContent).toContain('Owner: you');
    expect(screen.getByRole('link', { name: /Nobody yet/ }).textContent).not.toContain('Owner');
  });
});
