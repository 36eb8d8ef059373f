import { adminPage } from '@agency/content';
import type { BadgeTone } from '@agency/ui/admin';
import type { InboxItem } from './backend';

/** The badge of a submission: handled (replied, when staff answered from here) wins over the delivery status, except for spam. */
export function statusBadge(item: Pick<InboxItem, 'status' | 'handled' | 'replied'>): {
  label: string;
  tone: BadgeTone;
} {
  if (item.status === 'spam') return { label: adminPage.status.spam, tone: 'neutral' };
  if (item.handled && item.replied) return { label: adminPage.status.replied, tone: 'success' };
  if (item.handled) return { label: adminPage.status.handled, tone: 'success' };
  if (item.status === 'notify_failed')
    return { label: adminPage.status.notify_failed, tone: 'danger' };
  return { label: adminPage.status.new, tone: 'accent' };
}
