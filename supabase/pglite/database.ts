/**
 * The embedded database: PGlite with the Supabase bootstrap and every migration in supabase/migrations applied in
 * order. Used by the database tests and by the local host.
 */
import { mkdir, readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite, type Transaction } from '@electric-sql/pglite';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations/', import.meta.url));
const BOOTSTRAP_FILE = fileURLToPath(new URL('./bootstrap.sql', import.meta.url));
// The Supabase CLI's naming: <UTC timestamp YYYYMMDDHHMMSS>_<name>.sql
const MIGRATION_FILE = /^(\d{14})_([a-z0-9_]+)\.sql$/;

export type DatabaseRole = 'anon' | 'authenticated' | 'service_role';

export interface OpenDatabaseOptions {
  /** Folder that keeps the data across restarts; in memory when absent. */
  dataDir?: string;
  migrationsDir?: string;
}

export interface Migration {
  version: string;
  name: string;
  file: string;
}

export async function listMigrations(migrationsDir = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(migrationsDir)).filter((file) => file.endsWith('.sql')).sort();
  return files.map((file) => {
    const match = MIGRATION_FILE.exec(file);
    if (!match) throw new Error(`Migration file name must be <YYYYMMDDHHMMSS>_<name>.sql: ${file}`);
    return {
      version: match[1] as string,
      name: match[2] as string,
      file: `${migrationsDir}/${file}`,
    };
  });
}

export async function applyBootstrap(db: PGlite): Promise<void> {
  await db.exec(await readFile(BOOTSTRAP_FILE, 'utf8'));
}

/** Applies the migrations not applied yet, each in its own transaction; returns the versions it applied. */
export async function applyMigrations(
  db: PGlite,
  migrationsDir = MIGRATIONS_DIR,
): Promise<string[]> {
  const applied = new Set(
    (
      await db.query<{ version: string }>(
        'select version from supabase_migrations.schema_migrations',
      )
    ).rows.map((row) => row.version),
  );
  const newlyApplied: string[] = [];
  for (const migration of await listMigrations(migrationsDir)) {
    if (applied.has(migration.version)) continue;
    const sql = await readFile(migration.file, 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query(
        'insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)',
        [migration.version, migration.name],
      );
    });
    newlyApplied.push(migration.version);
  }
  return newlyApplied;
}

export async function openLocalDatabase(options: OpenDatabaseOptions = {}): Promise<PGlite> {
  if (options.dataDir !== undefined) await mkdir(options.dataDir, { recursive: true });
  const db =
    options.dataDir === undefined ? await PGlite.create() : await PGlite.create(options.dataDir);
  await applyBootstrap(db);
  await applyMigrations(db, options.migrationsDir);
  return db;
}

/** Runs `work` in a transaction as `role`, with the JWT claims PostgREST would set for that role. */
export async function asRole<T>(
  db: PGlite,
  role: DatabaseRole,
  work: (tx: Transaction) => Promise<T>,
  claims: Record<string, unknown> = { role },
): Promise<T> {
  return db.transaction(async (tx) => {
    // set_config('role', …, true) is SET LOCAL ROLE; one statement instead of two.
    await tx.query(
      `select set_config('request.jwt.claims', $1, true), set_config('role', $2, true)`,
      [JSON.stringify(claims), role],
    );
    return work(tx);
  });
}
