import { adminPage } from '@agency/content';
import { Button } from '@agency/ui';
import { MetaList } from '@agency/ui/admin';
import type { InboxItem } from '../backend';
import type { SubmissionAct } from './use-submission-actions';

const copy = adminPage.detail;

/** How the submission arrived, why its notification failed (if it did) and the button that sends it again. */
export function DeliveryDetails({
  item,
  busy,
  act,
}: {
  item: InboxItem;
  busy: boolean;
  act: SubmissionAct;
}) {
  return (
    <>
      <MetaList
        items={[
          { term: copy.source, detail: item.source },
          ...(item.userAgent ? [{ term: copy.userAgent, detail: item.userAgent }] : []),
          ...(item.status === 'notify_failed' && item.notifyError
            ? [{ term: copy.notifyError, detail: item.notifyError }]
            : []),
        ]}
      />
      {item.status === 'notify_failed' ? (
        <div>
          <Button variant="secondary" disabled={busy} onClick={() => act('retry')}>
            {copy.retry}
          </Button>
        </div>
      ) : null}
    </>
  );
}
