/** `pnpm --filter @agency/local-host submissions`: prints the stored contact submissions as a table. */
import { listSubmissions } from '../../../supabase/local/pglite-contact-deps.ts';
import { openLocalDatabase } from '../../../supabase/local/pglite.ts';
import { databaseDirOf } from './local-backend.ts';
import { DEFAULT_DATA_DIR } from './server.ts';
import { formatSubmissionsTable } from './submissions-table.ts';

const dataDir = process.env.LOCAL_DATA_DIR || DEFAULT_DATA_DIR;
const limit = Number(process.argv[2] ?? 100) || 100;
const database = await openLocalDatabase({ dataDir: databaseDirOf(dataDir) });
try {
  console.log(formatSubmissionsTable(await listSubmissions(database, limit)));
} finally {
  await database.close();
}
