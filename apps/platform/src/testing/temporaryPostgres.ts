import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface TemporaryPostgres {
  /** The new, empty database's URL (same server and credentials as the one it was made beside). */
  url: string;
  name: string;
  /** Drops the database, ending any connection still open to it. */
  drop(): Promise<void>;
}

async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * An empty PostgreSQL database beside the one in `url`, left unmigrated so that the processes under test
 * migrate it themselves (as testDatabases does, but handing out a URL rather than an open database).
 */
export async function createTemporaryPostgres(url: string): Promise<TemporaryPostgres> {
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  await admin(url, `CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    name,
    // FORCE: a process killed without its shutdown would otherwise leave a connection that blocks the drop.
    drop: () => admin(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
