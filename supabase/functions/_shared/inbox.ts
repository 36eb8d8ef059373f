/** The staff inbox's vocabulary, shared by its handler, its hosts and the /admin client. */
import { columnList, columnsExcept, type ContactSubmissionRow } from './submission-row.ts';
import { isOverdue, type OverdueCount } from './waiting-time.ts';

/**
 * 'waiting' holds the submissions of 'new' (open: not handled, not spam), oldest first; 'mine' the open submissions
 * the caller owns, newest first.
 */
export const INBOX_VIEWS = ['new', 'waiting', 'mine', 'handled', 'spam', 'failed', 'all'] as const;
export type InboxView = (typeof INBOX_VIEWS)[number];
export type InboxCounts = Record<InboxView, number>;
/** The views the database counts; 'waiting' has the count of 'new'. */
export type CountedView = Exclude<InboxView, 'waiting'>;
/** The views whose counts the database keeps ('mine' depends on who asks: `inbox_mine_count`, bounded). */
export type KeptView = Exclude<CountedView, 'mine'>;
/** What `inbox_counts` answers: the counts and whether a search stopped counting (each count is then a floor). */
export type InboxCountsJson = Record<KeptView, number> & { capped: boolean };

/** A member of the staff list, as the owner of a submission and in the assign control. */
export interface StaffMember {
  id: string;
  email: string;
  /** An owner may invite and remove staff from /admin; a member works the inbox. */
  role: 'member' | 'owner';
}

/** The view's list runs oldest first (keyset "after" means later); every other view runs newest first. */
export const isOldestFirst = (view: InboxView) => view === 'waiting';

/** The count of every view from the database's counts. */
export function withWaiting(counts: Record<CountedView, number>): InboxCounts {
  return { ...counts, waiting: counts.new };
}

/** The kept counts of `inbox_counts` with the caller's own count (`mine`). */
export function splitCounts(
  { capped, ...counts }: InboxCountsJson,
  mine: number,
): {
  counts: InboxCounts;
  capped: boolean;
} {
  return { counts: withWaiting({ ...counts, mine }), capped };
}

export const INBOX_PAGE_SIZE = 50;
export const INBOX_MAX_PAGE_SIZE = 100;
export const INBOX_SEARCH_MAX_LENGTH = 200;
export const STAFF_NOTE_MAX_LENGTH = 2000;
/** The shortest password a staff account may have (Supabase Auth's `minimum_password_length`, config.toml). */
export const STAFF_PASSWORD_MIN_LENGTH = 10;
/** Rows one query of a CSV export reads; the export streams every row of the view, a page at a time. */
export const INBOX_EXPORT_PAGE_SIZE = 1000;

// The client address hash and the idempotency key stay in the database.
const INBOX_COLUMN_NAMES = columnsExcept('ip_hash', 'idempotency_key');

/** A `contact_submissions` row as the inbox reads it. */
export type InboxRow = Pick<ContactSubmissionRow, (typeof INBOX_COLUMN_NAMES)[number]>;

export const INBOX_COLUMNS = columnList(INBOX_COLUMN_NAMES);

/** A row as the inbox reads it: with the seconds it has waited while open (`inbox_waited_seconds`), else null. */
export type InboxReadRow = InboxRow & { waited_seconds: number | null };

/** What the list shows per row. */
export interface InboxSummary {
  id: string;
  createdAt: string;
  name: string;
  email: string;
  /** The message's first non-empty line, shortened. */
  excerpt: string;
  status: InboxRow['status'];
  read: boolean;
  handled: boolean;
  /** Staff replied to it from the inbox (which also marks it handled). */
  replied: boolean;
  /** Seconds it has waited, by the database's clock, while open (not handled, not spam); else null. */
  waitedSeconds: number | null;
  /** Open and waited at least the configured threshold. */
  overdue: boolean;
  /** Who has taken it; null when nobody has. */
  owner: StaffMember | null;
}

export interface InboxItem extends InboxSummary {
  message: string;
  userAgent: string | null;
  source: string;
  metadata: Record<string, unknown>;
  notifiedAt: string | null;
  notifyError: string | null;
  readAt: string | null;
  handledAt: string | null;
  staffNote: string | null;
  repliedAt: string | null;
  /** The replies staff sent from the inbox, oldest first, with how their delivery stands (one submission's GET). */
  thread?: ReplyView[];
}

/** A reply as the thread shows it. */
export interface ReplyView {
  id: string;
  /** When staff sent it from the inbox. */
  at: string;
  /** The address of the staff member who wrote it (null once their account is gone). */
  author: string | null;
  text: string;
  /** 'sending' until the e-mail service takes it; 'failed' once it gave up (see `problem`). */
  state: 'sending' | 'sent' | 'failed';
  sentAt: string | null;
  /** Why it has not gone yet, in words, while it is retried or after it gave up. */
  problem: string | null;
}

/** A reply's row as the inbox reads it (`contact_deliveries`, kind 'reply'). */
export interface ReplyRow {
  id: string;
  created_at: string | Date;
  body: string;
  author_email: string | null;
  attempts: number;
  last_error: string | null;
  sent_at: string | Date | null;
}

/** The columns of a ReplyRow, for a select. */
export const REPLY_COLUMNS = 'id, created_at, body, author_email, attempts, last_error, sent_at';
/** A thread shows at most this many replies (the newest). */
export const THREAD_MAX_REPLIES = 100;

export const REPLY_PROBLEMS = {
  retrying:
    'Not sent yet: the e-mail service did not take it. It is retried automatically, with longer waits between tries.',
  gaveUp:
    'Could not be sent after every retry. Ask whoever runs the site to check the e-mail settings, then write the reply again.',
} as const;

export function toReplyView(row: ReplyRow, maxAttempts: number): ReplyView {
  const sent = row.sent_at !== null;
  const gaveUp = !sent && row.attempts >= maxAttempts;
  return {
    id: row.id,
    at: iso(row.created_at) as string,
    author: row.author_email,
    text: row.body,
    state: sent ? 'sent' : gaveUp ? 'failed' : 'sending',
    sentAt: iso(row.sent_at),
    problem: sent
      ? null
      : gaveUp
        ? REPLY_PROBLEMS.gaveUp
        : row.last_error !== null
          ? REPLY_PROBLEMS.retrying
          : null,
  };
}

export interface InboxPage {
  items: InboxSummary[];
  nextCursor: string | null;
  counts: InboxCounts;
  /** True when a search stopped counting (past 1 000 matches, or out of time): each count is then "at least". */
  countsCapped: boolean;
  /**
   * When a search stopped before filling the page: the time of the last submission it looked at, in list order (the
   * oldest, or in an oldest-first view the newest). `nextCursor` then goes on searching from there.
   */
  searchedBackTo: string | null;
  /** The open submissions that have waited at least `afterHours` (whatever the view and search). */
  overdue: OverdueCount & { afterHours: number };
  /** Without a search: the caller owns more than 1 000 open submissions ("mine" then counts "1000+"). */
  mineCapped: boolean;
  /** Everyone on the staff list, who can own a submission. */
  staff: StaffMember[];
}

/** The triage changes a staff member can ask for. */
export interface TriagePatch {
  read?: boolean;
  handled?: boolean;
  spam?: boolean;
  note?: string | null;
  /** The staff member's id who takes it over; null: nobody. */
  owner?: string | null;
}

/** The columns a patch writes; `now` stamps read and handled. */
export interface TriageColumns {
  read_at?: string | null;
  handled_at?: string | null;
  status?: 'spam' | 'new';
  staff_note?: string | null;
  owner_id?: string | null;
}

const EXCERPT_LENGTH = 140;

function iso(value: string | Date | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

/** The owner of `row` from the staff list; null when nobody owns it. */
function ownerOf(row: InboxRow, staff: readonly StaffMember[]): StaffMember | null {
  if (row.owner_id === null) return null;
  return staff.find((member) => member.id === row.owner_id) ?? null;
}

export function toSummary(
  row: InboxReadRow,
  overdueAfterHours: number,
  staff: readonly StaffMember[] = [],
): InboxSummary {
  const firstLine = row.message.split(/\r?\n/).find((line) => line.trim() !== '') ?? '';
  const trimmed = firstLine.trim();
  return {
    id: row.id,
    createdAt: iso(row.created_at) as string,
    name: row.name,
    email: row.email,
    excerpt: trimmed.length > EXCERPT_LENGTH ? `${trimmed.slice(0, EXCERPT_LENGTH - 1)}…` : trimmed,
    status: row.status,
    read: row.read_at !== null,
    handled: row.handled_at !== null,
    replied: row.replied_at !== null,
    waitedSeconds: row.waited_seconds,
    overdue: isOverdue(row.waited_seconds, overdueAfterHours),
    owner: ownerOf(row, staff),
  };
}

/**
 * What staff read of a failed notification: what happened and what to do, in words. The row keeps the mailer's own
 * text (logged when it happened) for whoever reads the database; it never reaches the screen.
 */
export const NOTIFY_FAILURE_TEXTS = {
  unreachable:
    'The notification e-mail could not be sent: the e-mail service did not answer. It will be retried automatically; you can also retry now.',
  refused:
    'The notification e-mail could not be sent: the e-mail service refused it. Ask whoever runs the site to check the e-mail settings (sender address and API key), then retry.',
  other:
    'The notification e-mail could not be sent. It will be retried automatically; you can also retry now. If it keeps failing, ask whoever runs the site to check the e-mail settings.',
} as const;

/** The worded failure for a stored `notify_error` (the mailer's raw text). */
export function notifyFailureText(detail: string | null): string | null {
  if (detail === null) return null;
  if (/did not answer|timed? ?out|fetch failed|network|ECONN|ENOTFOUND|EAI_AGAIN/i.test(detail))
    return NOTIFY_FAILURE_TEXTS.unreachable;
  if (/answered 4\d\d/.test(detail)) return NOTIFY_FAILURE_TEXTS.refused;
  return NOTIFY_FAILURE_TEXTS.other;
}

export function toItem(
  row: InboxReadRow,
  overdueAfterHours: number,
  staff: readonly StaffMember[] = [],
): InboxItem {
  return {
    ...toSummary(row, overdueAfterHours, staff),
    message: row.message,
    userAgent: row.user_agent,
    source: row.source,
    metadata: row.metadata,
    notifiedAt: iso(row.notified_at),
    notifyError: notifyFailureText(row.notify_error),
    readAt: iso(row.read_at),
    handledAt: iso(row.handled_at),
    staffNote: row.staff_note,
    repliedAt: iso(row.replied_at),
  };
}

export function triageColumns(patch: TriagePatch, now: Date): TriageColumns {
  const columns: TriageColumns = {};
  if (patch.read !== undefined) columns.read_at = patch.read ? now.toISOString() : null;
  if (patch.handled !== undefined) columns.handled_at = patch.handled ? now.toISOString() : null;
  if (patch.spam !== undefined) columns.status = patch.spam ? 'spam' : 'new';
  if (patch.note !== undefined)
    columns.staff_note = patch.note === null || patch.note.trim() === '' ? null : patch.note;
  if (patch.owner !== undefined) columns.owner_id = patch.owner;
  return columns;
}

export const CSV_HEADER = [
  'Received',
  'Name',
  'E-mail',
  'Message',
  'Status',
  'Read',
  'Handled',
  'Owner',
  'Staff note',
  'Source',
  'ID',
];

/** A row of the CSV; the owner by their address from the staff list (empty when nobody owns it). */
export function csvRow(row: InboxRow, staff: readonly StaffMember[]): (string | null)[] {
  return [
    iso(row.created_at),
    row.name,
    row.email,
    row.message,
    row.status,
    iso(row.read_at),
    iso(row.handled_at),
    ownerOf(row, staff)?.email ?? null,
    row.staff_note,
    row.source,
    row.id,
  ];
}
