/** `pnpm --filter @agency/local-host staff add <e-mail> | remove <e-mail> | list`: who may sign in at /admin. */
import { openLocalDatabase } from '@agency/supabase/pglite/database';
import { parseStaffCommand, runStaffCommand, type StaffCommand } from './auth/staff-accounts.ts';
import { databaseDirOf } from './local-backend.ts';
import { readRunningInstance, TOKEN_HEADER } from './running-instance.ts';
import { DEFAULT_DATA_DIR } from './server.ts';
import { STAFF_COMMAND_PATH } from './staff-inbox.ts';

const dataDir = process.env.LOCAL_DATA_DIR || DEFAULT_DATA_DIR;
const args = process.argv.slice(2);
const command = parseStaffCommand(args);
if (typeof command === 'string') {
  console.error(command);
  process.exit(2);
}

/** PGlite's data folder belongs to one process: ask the running host when there is one. */
async function viaRunningHost(parsed: StaffCommand): Promise<string | null> {
  const running = await readRunningInstance(dataDir);
  if (running === null) return null;
  const response = await fetch(`${running.url}${STAFF_COMMAND_PATH}`, {
    method: 'POST',
    headers: { [TOKEN_HEADER]: running.token, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      args: parsed.command === 'list' ? ['list'] : [parsed.command, parsed.email],
    }),
  });
  if (!response.ok) throw new Error(`The running local host answered ${response.status}`);
  return ((await response.json()) as { output: string }).output;
}

async function inDataFolder(parsed: StaffCommand): Promise<string> {
  const database = await openLocalDatabase({ dataDir: databaseDirOf(dataDir) });
  try {
    return await runStaffCommand(database, parsed);
  } finally {
    await database.close();
  }
}

console.log((await viaRunningHost(command)) ?? (await inDataFolder(command)));
