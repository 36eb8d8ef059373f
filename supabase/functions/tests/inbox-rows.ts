import type { InboxReadRow } from '../_shared/inbox.ts';

/**
 * A stored submission as the inbox reads it (the database's answer): new, unread, nobody's, from the website, an hour
 * waited; `values` set what a test is about.
 */
export function inboxRow(values: Partial<InboxReadRow> = {}): InboxReadRow {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    created_at: '2026-01-02T04:00:00+00:00',
    name: 'Lead',
    email: 'lead@example.com',
    message: 'Hello',
    user_agent: null,
    source: 'website',
    metadata: {},
    status: 'new',
    notified_at: null,
    notify_error: null,
    read_at: null,
    handled_at: null,
    handled_by: null,
    staff_note: null,
    owner_id: null,
    replied_at: null,
    waited_seconds: 3600,
    ...values,
  };
}
