import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/database';

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

/** The databases a platform test runs on: PGlite always, PostgreSQL too when DATABASE_URL is set (CI). */
export function databaseCases(): DatabaseCase[] {
  const cases: DatabaseCase[] = [{ name: 'pglite', open: () => openDatabase({ dataDir: 'memory://' }) }];
  const url = process.env.DATABASE_URL;
  if (url) cases.push({ name: 'postgres', open: () => openTemporaryPostgres(url) });
  return cases;
}
