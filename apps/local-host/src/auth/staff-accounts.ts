/** Staff accounts of the embedded host: the one `start` makes sure of, and the `staff add|remove|list` command. */
import type { PGlite } from '@electric-sql/pglite';
import {
  addToStaff,
  countStaff,
  findAccountByEmail,
  listAccounts,
  normaliseEmail,
  removeFromStaff,
  upsertAccount,
} from './accounts.ts';
import { generatePassword } from './passwords.ts';

/** The account `start` creates on a fresh data folder when LOCAL_STAFF_EMAIL/LOCAL_STAFF_PASSWORD are not set. */
export const GENERATED_STAFF_EMAIL = 'staff@lumenforge.local';
const EMAIL = /^[^\s@]+@[^\s@]+$/;

export interface StartupStaff {
  email?: string;
  password?: string;
}

/** Why the configured startup account cannot be used, or null when it can (or none is configured). */
export function startupStaffProblem(configured: StartupStaff): string | null {
  if (Boolean(configured.email) !== Boolean(configured.password))
    return 'Set both LOCAL_STAFF_EMAIL and LOCAL_STAFF_PASSWORD, or neither';
  if (configured.email && !EMAIL.test(configured.email.trim()))
    return `LOCAL_STAFF_EMAIL is not an e-mail address: "${configured.email}"`;
  return null;
}

/**
 * With an e-mail and a password, that account exists, has that password and is staff. Without them, a data folder
 * that has no staff yet gets one generated account, whose password is printed this once.
 */
export async function ensureStartupStaff(
  db: PGlite,
  configured: StartupStaff,
  print: (line: string) => void,
): Promise<void> {
  const problem = startupStaffProblem(configured);
  if (problem) throw new Error(problem);
  if (configured.email && configured.password) {
    await addToStaff(db, await upsertAccount(db, configured.email, configured.password), 'owner');
    print(
      `  staff:    sign in at /admin as ${normaliseEmail(configured.email)} (password from LOCAL_STAFF_PASSWORD)`,
    );
    return;
  }
  if ((await countStaff(db)) > 0) return;
  const password = generatePassword();
  await addToStaff(db, await upsertAccount(db, GENERATED_STAFF_EMAIL, password), 'owner');
  print(
    [
      '  staff:    created a staff account for /admin (the password is shown only this once):',
      `            e-mail:   ${GENERATED_STAFF_EMAIL}`,
      `            password: ${password}`,
      '            more accounts: npx -y pnpm@10.34.9 --filter @agency/local-host staff add <e-mail>',
    ].join('\n'),
  );
}

export type StaffCommand = { command: 'list' } | { command: 'add' | 'remove'; email: string };

export function parseStaffCommand(args: readonly string[]): StaffCommand | string {
  const [command, email, ...rest] = args;
  const usage = 'usage: staff add <e-mail> | staff remove <e-mail> | staff list';
  if (command === 'list' && email === undefined) return { command };
  if ((command === 'add' || command === 'remove') && email !== undefined && rest.length === 0) {
    if (!EMAIL.test(email) || email.length > 254) return `Not an e-mail address: "${email}"`;
    return { command, email };
  }
  return usage;
}

/** Runs one staff command; returns what to print. */
export async function runStaffCommand(db: PGlite, command: StaffCommand): Promise<string> {
  if (command.command === 'list') {
    const accounts = await listAccounts(db);
    if (accounts.length === 0) return 'No accounts yet.';
    return accounts
      .map(
        (account) =>
          `${account.staff ? 'staff    ' : 'no access'}  ${account.email}  (last sign-in: ${
            account.last_sign_in_at ? new Date(account.last_sign_in_at).toISOString() : 'never'
          })`,
      )
      .join('\n');
  }
  const email = normaliseEmail(command.email);
  if (command.command === 'remove') {
    return (await removeFromStaff(db, email))
      ? `${email} is no longer staff; the account stays and can sign in, but sees no data.`
      : `${email} was not staff.`;
  }
  const existing = await findAccountByEmail(db, email);
  if (existing) {
    await addToStaff(db, existing.id);
    return `${email} is staff (existing account, password unchanged).`;
  }
  const password = generatePassword();
  await addToStaff(db, await upsertAccount(db, email, password));
  return `${email} is staff. Password (shown only this once): ${password}`;
}
