/** `pnpm --filter @agency/local-host submissions [limit]`: prints the stored contact submissions as a table. */
import { listSubmissions, type SubmissionListRow } from '@agency/supabase/pglite';
import { runLocalCommand, SUBMISSIONS_PATH } from './running-instance.ts';
import { DEFAULT_DATA_DIR } from './server.ts';
import { formatSubmissionsTable } from './submissions-table.ts';

const limit = Number(process.argv[2] ?? 100) || 100;
const rows = await runLocalCommand<SubmissionListRow[]>(
  process.env.LOCAL_DATA_DIR || DEFAULT_DATA_DIR,
  `${SUBMISSIONS_PATH}?limit=${limit}`,
  {},
  (database) => listSubmissions(database, limit),
);
console.log(formatSubmissionsTable(rows));
