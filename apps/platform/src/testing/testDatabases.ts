import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder, openDatabase, type Database } from '../db/database';

export interface DatabaseCase {
  name: 'pglite' | 'postgres';
  /** A fresh, migrated, empty database; `close()` also drops it on PostgreSQL. */
  open(): Promise<Database>;
}

/** A throw-away PostgreSQL database beside the one in DATABASE_URL, so test files never collide. */
async function openTemporaryPostgres(url: string): Promise<Database> {
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ url: target.toString() });
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

let pgliteTemplate: Promise<Blob> | undefined;

/**
 * A migrated, empty PGlite data folder, made once per test process: each test's database starts as a copy
 * of it (about 0.6 s) instead of from initdb and the migrations (2 to 3 s, on every one of the suite's
 * platforms). `openDatabase` still runs the migrations on the copy, which finds nothing to do.
 */
function migratedPglite(): Promise<Blob> {
  pgliteTemplate ??= (async () => {
    const client = await PGlite.create('memory://');
    try {
      await migrate(drizzle(client), { migrationsFolder: migrationsFolder() });
      return await client.dumpDataDir('none');
    } finally {
      await client.close();
    }
  })();
  return pgliteTemplate;
}

/** The databases a platform test runs on: PGlite always, PostgreSQL too when DATABASE_URL is set (CI). */
export function databaseCases(): DatabaseCase[] {
  const cases: DatabaseCase[] = [
    {
      name: 'pglite',
      open: async () => openDatabase({ dataDir: 'memory://', loadDataDir: await migratedPglite() }),
    },
  ];
  const url = process.env.DATABASE_URL;
  if (url) cases.push({ name: 'postgres', open: () => openTemporaryPostgres(url) });
  return cases;
}
