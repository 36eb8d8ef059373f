/**
 * The embedded database: PGlite with the Supabase bootstrap and every migration in supabase/migrations applied in
 * order. Used by the database tests and by the local host.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

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

/** The extensions the migrations create (hosted Supabase ships them; PGlite loads each one it is given). */
const PGLITE_OPTIONS: PGliteOptions = { extensions: { pg_trgm } };

export async function openLocalDatabase(options: OpenDatabaseOptions = {}): Promise<PGlite> {
  const isNew = options.dataDir === undefined || !existsSync(join(options.dataDir, 'PG_VERSION'));
  if (options.dataDir !== undefined) await mkdir(options.dataDir, { recursive: true });
  const loadDataDir = isNew ? await migratedSnapshot(options.migrationsDir) : undefined;
  const db =
    options.dataDir === undefined
      ? await PGlite.create({ ...PGLITE_OPTIONS, loadDataDir })
      : await PGlite.create(options.dataDir, { ...PGLITE_OPTIONS, loadDataDir });
  await applyBootstrap(db);
  await applyMigrations(db, options.migrationsDir);
  return db;
}

const SNAPSHOT_DIR = fileURLToPath(
  new URL('../node_modules/.cache/pglite-snapshots/', import.meta.url),
);

/**
 * A new database starts from a snapshot of a freshly bootstrapped and migrated one (a gzip tarball of its data folder):
 * creating the cluster in WebAssembly and migrating it costs ~4 s of CPU, loading the snapshot ~1 s, and the tests and
 * the local host create dozens. The snapshot's name hashes what it was made from (PGlite's install path, which carries
 * its version, the bootstrap, and every migration's name and text), so a changed migration gets a new one; it is
 * written whole under a temporary name and renamed, so a process never reads half of one. The migrations still run
 * after the load (none is left to apply), as they do on a reopened database.
 */
async function migratedSnapshot(migrationsDir = MIGRATIONS_DIR): Promise<Blob> {
  const hash = createHash('sha256');
  hash.update(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  hash.update(await readFile(BOOTSTRAP_FILE));
  for (const migration of await listMigrations(migrationsDir))
    hash.update(`${migration.version}_${migration.name}`).update(await readFile(migration.file));
  const file = join(SNAPSHOT_DIR, `${hash.digest('hex').slice(0, 24)}.tar.gz`);
  if (existsSync(file)) return new Blob([await readFile(file)]);

  const db = await PGlite.create(PGLITE_OPTIONS);
  try {
    await applyBootstrap(db);
    await applyMigrations(db, migrationsDir);
    const snapshot = await db.dumpDataDir('gzip');
    // A cache only: a folder that cannot be written (a read-only install) costs the next database its speed, nothing else.
    const partial = `${file}.${process.pid}.${Date.now()}.partial`;
    try {
      await mkdir(SNAPSHOT_DIR, { recursive: true });
      await writeFile(partial, Buffer.from(await snapshot.arrayBuffer()));
      await rename(partial, file);
    } catch {
      await rm(partial, { force: true }).catch(() => undefined);
    }
    return snapshot;
  } finally {
    await db.close();
  }
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
