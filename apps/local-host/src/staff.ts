/** `pnpm --filter @agency/local-host staff add <e-mail> | remove <e-mail> | list`: who may sign in at /admin. */
import { parseStaffCommand, runStaffCommand } from './auth/staff-accounts.ts';
import { runLocalCommand } from './running-instance.ts';
import { DEFAULT_DATA_DIR } from './server.ts';
import { STAFF_COMMAND_PATH } from './staff-inbox.ts';

const command = parseStaffCommand(process.argv.slice(2));
if (typeof command === 'string') {
  console.error(command);
  process.exit(2);
}
const { output } = await runLocalCommand<{ output: string }>(
  process.env.LOCAL_DATA_DIR || DEFAULT_DATA_DIR,
  STAFF_COMMAND_PATH,
  {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      args: command.command === 'list' ? ['list'] : [command.command, command.email],
    }),
  },
  async (database) => ({ output: await runStaffCommand(database, command) }),
);
console.log(output);
