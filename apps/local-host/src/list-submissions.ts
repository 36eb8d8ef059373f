/** `pnpm --filter @agency/local-host submissions [limit]`: prints the stored contact submissions as a table. */
import type { SubmissionListRow } from '@agency/supabase/pglite/contact-deps';
import { listSubmissions } from '@agency/supabase/pglite/contact-deps';
import { openLocalDatabase } from '@agency/supabase/pglite/database';
import { databaseDirOf } from './local-backend.ts';
import { readRunningInstance, SUBMISSIONS_PATH, TOKEN_HEADER } from './running-instance.ts';
import { DEFAULT_DATA_DIR } from './server.ts';
import { formatSubmissionsTable } from './submissions-table.ts';

const dataDir = process.env.LOCAL_DATA_DIR || DEFAULT_DATA_DIR;
const limit = Number(process.argv[2] ?? 100) || 100;

async function fromRunningHost(): Promise<SubmissionListRow[] | null> {
  const running = await readRunningInstance(dataDir);
  if (running === null) return null;
  const response = await fetch(`${running.url}${SUBMISSIONS_PATH}?limit=${limit}`, {
    headers: { [TOKEN_HEADER]: running.token },
  });
  if (!response.ok) throw new Error(`The running local host answered ${response.status}`);
  return (await response.json()) as SubmissionListRow[];
}

async function fromDataFolder(): Promise<SubmissionListRow[]> {
  const database = await openLocalDatabase({ dataDir: databaseDirOf(dataDir) });
  try {
    return await listSubmissions(database, limit);
  } finally {
    await database.close();
  }
}

console.log(formatSubmissionsTable((await fromRunningHost()) ?? (await fromDataFolder())));
