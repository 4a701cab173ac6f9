import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL URL; without it the embedded PGlite is used. */
  url?: string;
  /** PGlite's folder, or `memory://` for a throw-away database (tests). */
  dataDir?: string;
  /**
   * PGlite only: start from this dump of a data folder (`dumpDataDir`). The tests copy one migrated
   * database (about 0.6 s) rather than making each anew (initdb and the migrations: 2 to 3 s).
   */
  loadDataDir?: Blob;
  /** Reports a pool error (a database restart) instead of letting it kill the process. */
  onPoolError?: (error: Error) => void;
}

/** The advisory lock that serialises migrations across nodes (any fixed 64-bit number of ours). */
const migrationLockKey = 724_163_001;

/** The migrations folder (`apps/platform/drizzle`), found from the source tree and from `dist/`. */
export function migrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i += 1) {
    const candidate = join(dir, 'drizzle');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = resolve(dir, '..');
  }
  throw new Error('The platform migrations (apps/platform/drizzle) were not found.');
}

/**
 * Opens the platform's database and brings its schema up to date: PostgreSQL when a URL is given (a pool
 * with an error handler), else PGlite persisted in `dataDir` (created if missing) or in memory.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const migrationsDir = migrationsFolder();
  if (options.url) {
    // A request waits at most this long for a connection (the pool's queue under load, or a database that
    // does not answer), then answers 503 with a retry hint instead of hanging; a restarting database
    // refuses at once, and the pool makes new connections once it is back. Long enough that a burst on a
    // busy machine queues rather than fails.
    const pool = new pg.Pool({ connectionString: options.url, max: 10, connectionTimeoutMillis: 15_000 });
    const report = (error: Error) => options.onPoolError?.(error);
    pool.on('error', report);
    // pg-pool listens for errors only on idle clients: a checked-out client (mid-transaction) whose
    // server goes away emits 'error' with no listener, which would kill the process. Its query fails on
    // its own, and the pool discards the broken client when it is released.
    pool.on('connect', (client) => client.on('error', report));
    const db = drizzlePg(pool, { schema });
    // Nodes starting together on a fresh database would race to create the same tables: one migrates
    // while the others wait on a session-level advisory lock, then find nothing left to do.
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [migrationLockKey]);
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder: migrationsDir });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [migrationLockKey]).catch(() => undefined);
      client.release();
    }
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  const dataDir = options.dataDir ?? 'memory://';
  // PGlite does not create parent folders.
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir, loadDataDir: options.loadDataDir });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: migrationsDir });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}
