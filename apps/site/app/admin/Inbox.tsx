import { useLocation, useNavigation } from 'react-router';
import { adminPage } from '@agency/content';
import { ListDetail, ToolPage } from '@agency/ui/admin';
import { listKey, type AdminActionResult } from './inbox-data';
import { InboxHeader } from './inbox/InboxHeader';
import { InboxList } from './inbox/InboxList';
import { InboxToolbar } from './inbox/InboxToolbar';
import { useShownList, type InboxData } from './inbox/use-shown-list';
import { elsewhereViews, viewItems } from './inbox/view-items';
import { useIntents } from './intents';
import { hrefWith, readQuery } from './query';
import { SubmissionDetail } from './SubmissionDetail';
import { useBackToList } from './use-back-to-list';
import { useVisibleRefresh } from './use-visible-refresh';

export function Inbox({
  data,
  result,
}: {
  data: InboxData;
  /** The last action's answer. */
  result: AdminActionResult | undefined;
}) {
  // useLocation rather than useSearchParams: the public pages already ship it, so /admin adds nothing to the router
  // code every page loads.
  const location = useLocation();
  const navigation = useNavigation();
  const { submit, pending } = useIntents();
  // A navigation within /admin shows where it goes at once (the view, search and submission it asks for) while
  // its data loads.
  const search =
    navigation.location?.pathname === location.pathname
      ? navigation.location.search
      : location.search;
  const { view, q, id: selectedId } = readQuery(search);
  // Once deleted (the page is loading its URL without the submission), it leaves the list at once.
  const deleting = pending?.intent === 'delete' ? String(pending.fields.get('id')) : null;
  const deleted = pending?.state === 'loading' && deleting !== selectedId ? deleting : null;
  const list = useShownList(data, result, deleted);

  const isOwner =
    list.page?.staff.some((member) => member.id === data.userId && member.role === 'owner') ??
    false;

  // New submissions show up without a reload.
  useVisibleRefresh();
  const listHref = hrefWith(search, { id: null });
  const onBack = useBackToList(listHref, selectedId === null);

  const views = viewItems(search, list.counts);
  const elsewhere = elsewhereViews(views, view, q, list.counts);

  return (
    <ToolPage>
      <InboxHeader
        email={data.email}
        isOwner={isOwner}
        notice={data.notice}
        onSignOut={() => submit('sign-out')}
      />
      <ListDetail
        toolbar={
          <InboxToolbar
            search={search}
            view={view}
            q={q}
            views={views}
            counts={list.counts}
            exporting={pending?.intent === 'export'}
            onExport={() => submit('export')}
          />
        }
        listLabel={adminPage.list.label}
        detailLabel={adminPage.detail.message}
        placeholder={adminPage.detail.pick}
        list={
          <InboxList
            list={list}
            otherQuery={list.key !== listKey({ view, q })}
            search={search}
            view={view}
            q={q}
            elsewhere={elsewhere}
            selectedId={selectedId}
            userId={data.userId}
            loadingMore={pending?.intent === 'more'}
            onLoadMore={() => submit('more', { cursor: list.page?.nextCursor ?? '' })}
          />
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
