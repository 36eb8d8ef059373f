/** The staff inbox's vocabulary (views, rows, triage), shared with the admin-submissions function under supabase/. */
export {
  INBOX_VIEWS,
  type InboxCounts,
  type InboxItem,
  type InboxPage,
  type InboxSummary,
  type InboxView,
  type TriagePatch,
} from '@agency/supabase/shared/inbox';
