import type { SubmissionListRow } from '@agency/supabase/pglite';

const MESSAGE_PREVIEW = 60;

function oneLine(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** A plain-text table, newest first, one line per submission. */
export function formatSubmissionsTable(rows: readonly SubmissionListRow[]): string {
  if (rows.length === 0) return 'No submissions stored yet.';
  const header = ['created_at', 'status', 'name', 'email', 'message', 'id'];
  const lines = rows.map((row) => [
    new Date(row.created_at).toISOString(),
    row.status,
    oneLine(row.name, 40),
    row.email,
    oneLine(row.message, MESSAGE_PREVIEW),
    row.id,
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => (line[column] ?? '').length)),
  );
  const format = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join(' | ')
      .trimEnd();
  return [
    format(header),
    widths.map((width) => '-'.repeat(width)).join('-+-'),
    ...lines.map(format),
    `${rows.length} submission(s)`,
  ].join('\n');
}
