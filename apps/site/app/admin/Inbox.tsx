import { useState } from 'react';
import { useLocation, useNavigate, useNavigation, useRevalidator } from 'react-router';
import { adminPage } from '@agency/content';
import { INBOX_VIEWS, isOldestFirst } from '@agency/supabase/inbox';
import { Button, ButtonLink, Heading, LoadingState, Notice, Stack } from '@agency/ui';
import {
  EmailAddress,
  EmptyState,
  FinePrint,
  ListDetail,
  SearchForm,
  SegmentedControl,
  ToolPage,
} from '@agency/ui/admin';
import { RouterLink } from '~/components/RouterLink';
import { listKey, type AdminActionResult, type AdminData } from './inbox-data';
import { useIntents } from './intents';
import { afterLoad, afterMore, without, type ShownList } from './list-pages';
import { hrefWith, readQuery } from './query';
import { SubmissionDetail } from './SubmissionDetail';
import { SubmissionList } from './SubmissionList';
import { useBackToList } from './use-back-to-list';
import { useNoticeInView } from './use-notice-in-view';
import { useVisibleRefresh } from './use-visible-refresh';
import { OverdueSummary } from './OverdueSummary';

export type InboxData = Extract<AdminData, { kind: 'inbox' }>;

interface Tracked {
  list: ShownList;
  /** The loader answer, next page and deletion `list` is up to date with. */
  from: InboxData['list'];
  more: AdminActionResult | undefined;
  deleted: string | null;
}

/**
 * The pages shown, brought up to date during render as answers come in: the route's data (a quiet refresh keeps the
 * pages loaded with "Load more" below it), the next page, and a deletion (gone from the list as soon as it is done).
 */
function useShownList(
  data: InboxData,
  more: AdminActionResult | undefined,
  deleted: string | null,
) {
  const oldestFirst = isOldestFirst(data.query.view);
  const [tracked, setTracked] = useState<Tracked>(() => ({
    list: afterLoad(null, listKey(data.query), data.list, oldestFirst),
    from: data.list,
    more,
    deleted,
  }));
  let next = tracked;
  if (next.from !== data.list)
    next = {
      ...next,
      from: data.list,
      list: afterLoad(next.list, listKey(data.query), data.list, oldestFirst),
    };
  if (next.more !== more) {
    next = { ...next, more };
    if (more && 'more' in more) next.list = afterMore(next.list, more.more);
  }
  if (next.deleted !== deleted) {
    next = { ...next, deleted };
    if (deleted) next.list = without(next.list, deleted);
  }
  if (next !== tracked) setTracked(next);
  return next.list;
}

export function Inbox({
  data,
  result,
}: {
  data: InboxData;
  /** The last action's answer. */
  result: AdminActionResult | undefined;
}) {
  // useLocation/useNavigate rather than useSearchParams: the public pages already ship these, so /admin adds
  // nothing to the router code every page loads.
  const location = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const noticeRef = useNoticeInView(data.notice);
  const { submit, pending } = useIntents();
  // A navigation within /admin shows where it goes at once (the view, search and submission it asks for) while
  // its data loads.
  const search =
    navigation.location?.pathname === location.pathname
      ? navigation.location.search
      : location.search;
  const { view, q, id: selectedId } = readQuery(search);
  const key = listKey({ view, q });
  // Once deleted (the page is loading its URL without the submission), it leaves the list at once.
  const deleting = pending?.intent === 'delete' ? String(pending.fields.get('id')) : null;
  const deleted = pending?.state === 'loading' && deleting !== selectedId ? deleting : null;
  const list = useShownList(data, result, deleted);

  // Only an owner is offered the staff list's controls (the function refuses anyone else).
  const isOwner =
    list.page?.staff.some((member) => member.id === data.userId && member.role === 'owner') ??
    false;

  // New submissions show up without a reload.
  useVisibleRefresh();
  const listHref = hrefWith(search, { id: null });
  const onBack = useBackToList(listHref, selectedId === null);

  const viewItems = INBOX_VIEWS.map((value) => ({
    value,
    label: adminPage.views[value],
    href: hrefWith(search, { view: value === 'new' ? null : value, id: null }),
    count:
      list.counts === null
        ? undefined
        : list.counts.countsCapped || (value === 'mine' && list.counts.mineCapped)
          ? adminPage.search.countAtLeast(list.counts.counts[value])
          : list.counts.counts[value],
  }));

  // Every view is searched: a search with no match here says where it does match ("waiting" holds the rows of "new").
  const searched = q ? list.counts?.counts : undefined;
  const elsewhere = searched
    ? viewItems.filter(
        (item) => item.value !== view && item.value !== 'waiting' && searched[item.value] > 0,
      )
    : [];

  return (
    <ToolPage>
      <Stack as="header" gap={3}>
        <Stack direction="row" align="center" justify="between" gap={3}>
          <Heading as="h1" size="xl">
            {adminPage.heading}
          </Heading>
          <Stack direction="row" align="center" gap={2}>
            <FinePrint>
              {adminPage.signedInAs}{' '}
              <strong>
                <EmailAddress>{data.email}</EmailAddress>
              </strong>
            </FinePrint>
            {isOwner ? (
              <ButtonLink
                variant="ghost"
                size="sm"
                href="/admin?account=staff"
                linkComponent={RouterLink}
              >
                {adminPage.staff.link}
              </ButtonLink>
            ) : null}
            <ButtonLink
              variant="ghost"
              size="sm"
              href="/admin?account=password"
              linkComponent={RouterLink}
            >
              {adminPage.account.changeLink}
            </ButtonLink>
            <Button variant="ghost" size="sm" onClick={() => submit('sign-out')}>
              {adminPage.signOut}
            </Button>
          </Stack>
        </Stack>
        <Notice ref={noticeRef} tone={data.notice?.tone ?? 'success'}>
          {data.notice?.text ?? null}
        </Notice>
      </Stack>

      <ListDetail
        toolbar={
          <>
            <SegmentedControl
              items={viewItems}
              value={view}
              label={adminPage.views.label}
              linkComponent={RouterLink}
            />
            {list.counts ? (
              <OverdueSummary
                overdue={list.counts.overdue}
                href={view === 'waiting' ? null : hrefWith(search, { view: 'waiting', id: null })}
              />
            ) : null}
            <Stack direction="row" align="end" gap={3}>
              <SearchForm
                key={q}
                label={adminPage.search.label}
                placeholder={adminPage.search.placeholder}
                submitLabel={adminPage.search.submit}
                defaultValue={q}
                onSearch={(value) => void navigate(hrefWith(search, { q: value.trim(), id: null }))}
              />
              <Button
                variant="secondary"
                onClick={() => submit('export')}
                disabled={pending?.intent === 'export'}
              >
                {adminPage.exportCsv}
              </Button>
            </Stack>
          </>
        }
        listLabel={adminPage.list.label}
        detailLabel={adminPage.detail.message}
        placeholder={adminPage.detail.pick}
        list={
          list.key !== key || (list.page === null && revalidator.state !== 'idle') ? (
            <LoadingState label={adminPage.list.loading} />
          ) : list.page === null ? (
            <EmptyState as="div">
              <Notice tone="error">{list.failure ?? adminPage.list.failed}</Notice>
              <Button variant="secondary" onClick={() => void revalidator.revalidate()}>
                {adminPage.list.retry}
              </Button>
            </EmptyState>
          ) : (
            <SubmissionList
              items={list.page.items}
              selectedId={selectedId}
              userId={data.userId}
              hrefFor={(id) => hrefWith(search, { id })}
              emptyText={
                !q
                  ? adminPage.list.empty
                  : elsewhere.length > 0
                    ? adminPage.search.noneInView(adminPage.views[view])
                    : adminPage.list.emptySearch
              }
              elsewhere={elsewhere.map(({ label, count, href }) => ({
                label,
                count: count ?? 0,
                href,
              }))}
              hasMore={list.page.nextCursor !== null}
              searchedBackTo={list.page.searchedBackTo}
              oldestFirst={isOldestFirst(view)}
              loadingMore={pending?.intent === 'more'}
              onLoadMore={() => submit('more', { cursor: list.page?.nextCursor ?? '' })}
            />
          )
        }
        detail={
          selectedId ? (
            <SubmissionDetail
              key={selectedId}
              detail={data.detail?.id === selectedId ? data.detail : null}
              result={result}
              userId={data.userId}
              staff={list.page?.staff ?? []}
              backHref={listHref}
              onBack={onBack}
            />
          ) : null
        }
      />
    </ToolPage>
  );
}
