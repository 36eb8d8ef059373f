import { useNavigate } from 'react-router';
import { adminPage } from '@agency/content';
import type { InboxView } from '@agency/supabase/inbox';
import { Button, Stack } from '@agency/ui';
import { SearchForm, SegmentedControl } from '@agency/ui/admin';
import { RouterLink } from '~/components/RouterLink';
import type { ListCounts } from '../list-pages';
import { OverdueSummary } from '../OverdueSummary';
import { hrefWith } from '../query';
import type { ViewItem } from './view-items';

/** Above the list: the view switcher, what is overdue, the search and the CSV export. */
export function InboxToolbar({
  search,
  view,
  q,
  views,
  counts,
  exporting,
  onExport,
}: {
  /** The URL's query the links and the search start from. */
  search: string;
  view: InboxView;
  q: string;
  views: readonly ViewItem[];
  counts: ListCounts | null;
  exporting: boolean;
  onExport: () => void;
}) {
  // useNavigate rather than useSearchParams: the public pages already ship it, so /admin adds nothing to the router
  // code every page loads.
  const navigate = useNavigate();
  return (
    <>
      <SegmentedControl
        items={views}
        value={view}
        label={adminPage.views.label}
        linkComponent={RouterLink}
      />
      {counts ? (
        <OverdueSummary
          overdue={counts.overdue}
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
        <Button variant="secondary" onClick={onExport} disabled={exporting}>
          {adminPage.exportCsv}
        </Button>
      </Stack>
    </>
  );
}
