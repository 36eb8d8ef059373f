import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { adminPage } from '@agency/content';
import { INBOX_VIEWS } from '@agency/contact-client';
import { Button, Heading, LoadingState, Notice, Stack } from '@agency/ui';
import {
  EmptyState,
  FinePrint,
  ListDetail,
  SearchForm,
  SegmentedControl,
  ToolPage,
} from '@agency/ui/admin';
import { RouterLink } from '~/components/RouterLink';
import { AccessError, type InboxApi, type InboxPage, type InboxView } from './backend';
import { SubmissionDetail } from './SubmissionDetail';
import { SubmissionList } from './SubmissionList';
import { useVisibleRefresh } from './use-visible-refresh';

export interface InboxProps {
  api: InboxApi;
  email: string;
  onSignOut: () => void;
  onAccessError: (error: AccessError) => void;
}

/** `key` is the view and search the state belongs to; a state for another key shows as loading. */
type ListState =
  | { kind: 'loading'; key: string }
  | { kind: 'error'; key: string }
  | { kind: 'ready'; key: string; page: InboxPage; loadingMore: boolean };

function viewOf(value: string | null): InboxView {
  return (INBOX_VIEWS as readonly string[]).includes(value ?? '') ? (value as InboxView) : 'new';
}

/** A quiet refresh keeps the pages already loaded below the fresh first page. */
function keepOlderPages(fresh: InboxPage, current: ListState): InboxPage {
  const last = fresh.items.at(-1);
  if (current.kind !== 'ready' || !fresh.nextCursor || !last) return fresh;
  const older = current.page.items.filter(
    (item) =>
      item.createdAt < last.createdAt || (item.createdAt === last.createdAt && item.id < last.id),
  );
  return older.length > 0
    ? { ...fresh, items: [...fresh.items, ...older], nextCursor: current.page.nextCursor }
    : fresh;
}

function readQuery(search: string) {
  const params = new URLSearchParams(search);
  return {
    view: viewOf(params.get('view')),
    q: params.get('q') ?? '',
    selectedId: params.get('id'),
  };
}

export function hrefWith(search: string, changes: Record<string, string | null>): string {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === '') next.delete(key);
    else next.set(key, value);
  }
  const query = next.toString();
  return query ? `/admin?${query}` : '/admin';
}

export function Inbox({ api, email, onSignOut, onAccessError }: InboxProps) {
  // useLocation/useNavigate rather than useSearchParams: the public pages already ship these, so /admin adds
  // nothing to the router code every page loads.
  const location = useLocation();
  const navigate = useNavigate();
  const search = location.search;
  const { view, q, selectedId } = readQuery(search);
  const key = `${view}\n${q}`;
  const [list, setList] = useState<ListState>({ kind: 'loading', key });
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [exporting, setExporting] = useState(false);
  const [counts, setCounts] = useState<Pick<InboxPage, 'counts' | 'countsCapped'> | null>(null);

  const fail = useCallback(
    (error: unknown) => {
      if (error instanceof AccessError) onAccessError(error);
      else setNotice({ tone: 'error', text: adminPage.detail.actionFailed });
    },
    [onAccessError],
  );

  const load = useCallback(
    async (quiet: boolean) => {
      try {
        const page = await api.list({ view, q });
        setCounts({ counts: page.counts, countsCapped: page.countsCapped });
        setList((current) => ({
          kind: 'ready',
          key,
          loadingMore: false,
          page: quiet && current.key === key ? keepOlderPages(page, current) : page,
        }));
      } catch (error) {
        if (error instanceof AccessError) onAccessError(error);
        else if (!quiet) setList({ kind: 'error', key });
      }
    },
    [api, view, q, key, onAccessError],
  );

  useEffect(() => {
    // The list state changes only once the request settles, not synchronously in the effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load(false);
  }, [load]);

  // New submissions show up without a reload.
  useVisibleRefresh(useCallback(() => load(true), [load]));

  async function loadMore() {
    if (list.kind !== 'ready' || !list.page.nextCursor) return;
    setList({ ...list, loadingMore: true });
    try {
      const next = await api.list({ view, q, cursor: list.page.nextCursor });
      setList({
        kind: 'ready',
        key,
        loadingMore: false,
        page: { ...next, items: [...list.page.items, ...next.items] },
      });
    } catch (error) {
      setList({ ...list, loadingMore: false });
      fail(error);
    }
  }

  async function exportCsv() {
    setExporting(true);
    try {
      const { blob, fileName } = await api.exportCsv({ view, q });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
      document.body.append(link);
      link.click();
      link.remove();
      URL.revokeObjectURL(url);
    } catch (error) {
      fail(error);
    } finally {
      setExporting(false);
    }
  }

  const viewItems = INBOX_VIEWS.map((value) => ({
    value,
    label: adminPage.views[value],
    href: hrefWith(search, { view: value === 'new' ? null : value, id: null }),
    count:
      counts === null
        ? undefined
        : counts.countsCapped
          ? adminPage.search.countAtLeast(counts.counts[value])
          : counts.counts[value],
  }));

  return (
    <ToolPage>
      <Stack as="header" gap={3}>
        <Stack direction="row" align="center" justify="between" gap={3}>
          <Heading as="h1" size="xl">
            {adminPage.heading}
          </Heading>
          <Stack direction="row" align="center" gap={2}>
            <FinePrint>
              {adminPage.signedInAs} <strong>{email}</strong>
            </FinePrint>
            <Button variant="ghost" size="sm" onClick={onSignOut}>
              {adminPage.signOut}
            </Button>
          </Stack>
        </Stack>
        <SegmentedControl
          items={viewItems}
          value={view}
          label={adminPage.views.label}
          linkComponent={RouterLink}
        />
        <Stack direction="row" align="end" gap={3}>
          <SearchForm
            key={q}
            label={adminPage.search.label}
            placeholder={adminPage.search.placeholder}
            submitLabel={adminPage.search.submit}
            defaultValue={q}
            onSearch={(value) => void navigate(hrefWith(search, { q: value.trim(), id: null }))}
          />
          <Button variant="secondary" onClick={() => void exportCsv()} disabled={exporting}>
            {adminPage.exportCsv}
          </Button>
        </Stack>
        <Notice tone={notice?.tone ?? 'success'}>{notice?.text ?? null}</Notice>
      </Stack>

      <ListDetail
        listLabel={adminPage.list.label}
        detailLabel={adminPage.detail.message}
        placeholder={adminPage.detail.pick}
        list={
          list.kind === 'loading' || list.key !== key ? (
            <LoadingState label={adminPage.list.loading} />
          ) : list.kind === 'error' ? (
            <EmptyState as="div">
              <Notice tone="error">{adminPage.list.failed}</Notice>
              <Button
                variant="secondary"
                onClick={() => {
                  setList({ kind: 'loading', key });
                  void load(false);
                }}
              >
                {adminPage.list.retry}
              </Button>
            </EmptyState>
          ) : (
            <SubmissionList
              items={list.page.items}
              selectedId={selectedId}
              hrefFor={(id) => hrefWith(search, { id })}
              emptyText={q ? adminPage.list.emptySearch : adminPage.list.empty}
              hasMore={list.page.nextCursor !== null}
              loadingMore={list.loadingMore}
              onLoadMore={() => void loadMore()}
            />
          )
        }
        detail={
          selectedId ? (
            <SubmissionDetail
              key={selectedId}
              id={selectedId}
              api={api}
              backHref={hrefWith(search, { id: null })}
              onChanged={(text) => {
                setNotice(text ? { tone: 'success', text } : null);
                void load(true);
              }}
              onDeleted={() => {
                setList((current) =>
                  current.kind === 'ready'
                    ? {
                        ...current,
                        page: {
                          ...current.page,
                          items: current.page.items.filter((item) => item.id !== selectedId),
                        },
                      }
                    : current,
                );
                setNotice({ tone: 'success', text: adminPage.detail.deleted });
                void navigate(hrefWith(search, { id: null }), { replace: true });
                void load(true);
              }}
              onError={fail}
            />
          ) : null
        }
      />
    </ToolPage>
  );
}
