import { adminPage } from '@agency/content';
import type { InboxPage } from '@agency/supabase/inbox';
import { Badge, FinePrint } from '@agency/ui/admin';
import { RouterLink } from '~/components/RouterLink';
import { localCount } from './waiting-time';

export interface OverdueSummaryProps {
  overdue: InboxPage['overdue'];
  /** The waiting view, oldest first; null when it is the view shown. */
  href: string | null;
}

/** How many open submissions are past the threshold of the 24-hour promise, and the way to them. */
export function OverdueSummary({ overdue, href }: OverdueSummaryProps) {
  const { count, capped, afterHours } = overdue;
  const shown = capped ? adminPage.search.countAtLeast(localCount(count)) : localCount(count);
  return (
    <FinePrint as="p">
      {count > 0 ? <Badge tone="danger">{adminPage.overdue.label}</Badge> : null}{' '}
      {adminPage.overdue.summary(count, shown, afterHours)}
      {count > 0 && href ? (
        <>
          {' '}
          <RouterLink href={href}>{adminPage.overdue.show}</RouterLink>
        </>
      ) : null}
    </FinePrint>
  );
}
