/**
 * Waiting time against the 24-hour reply promise: an open submission (the "new" view) that has waited at least the
 * threshold is overdue. The database says how long each row has waited (from its own clock) and how many are overdue;
 * the threshold is the admin function's configuration.
 */

/** CONTACT_OVERDUE_AFTER_HOURS: whole hours an open submission may wait before it is overdue. */
export const OVERDUE_AFTER_ENV = 'CONTACT_OVERDUE_AFTER_HOURS';
/** Four hours before the 24-hour promise runs out. */
export const DEFAULT_OVERDUE_AFTER_HOURS = 20;
export const MAX_OVERDUE_AFTER_HOURS = 168;

/** The threshold from its environment variable: the default when unset, an error naming the variable when invalid. */
export function parseOverdueAfterHours(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_OVERDUE_AFTER_HOURS;
  const hours = /^\s*\d{1,3}\s*$/.test(value) ? Number(value) : NaN;
  if (hours >= 1 && hours <= MAX_OVERDUE_AFTER_HOURS) return hours;
  throw new Error(
    `${OVERDUE_AFTER_ENV} must be a whole number of hours from 1 to ${MAX_OVERDUE_AFTER_HOURS}, got "${value}"`,
  );
}

export const hoursToSeconds = (hours: number) => hours * 3600;

/**
 * The same bound the database counts with (inbox_overdue): waited at least the threshold. `waitedSeconds` is null for
 * a submission that is not open.
 */
export function isOverdue(waitedSeconds: number | null, overdueAfterHours: number): boolean {
  return waitedSeconds !== null && waitedSeconds >= hoursToSeconds(overdueAfterHours);
}

/** What `inbox_overdue` answers: how many open submissions are overdue, at most 1 000 (`capped`: there are more). */
export interface OverdueCount {
  count: number;
  capped: boolean;
}
