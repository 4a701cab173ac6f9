import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
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
 * Where the migrated template is kept between test files, named after what makes it: PGlite's version
 * (its data folder's format), every migration's text and the migrations' journal. A test file runs in a
 * fresh module scope, so a template kept only in memory was made again by every file (about 4 s each, a
 * third of the platform suite's time).
 */
async function templateFile(): Promise<string> {
  const hash = createHash('sha256');
  // PGlite's manifest is not exported: found by walking up from its entry.
  let folderOfPglite = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(join(folderOfPglite, 'package.json'))) folderOfPglite = dirname(folderOfPglite);
  hash.update(JSON.parse(await readFile(join(folderOfPglite, 'package.json'), 'utf8')).version);
  const folder = migrationsFolder();
  for (const name of (await readdir(folder, { recursive: true })).sort()) {
    // The journal too: the migrator applies by its timestamps, so a migration made again with the same
    // text but a new timestamp needs a new template.
    if (name.endsWith('.sql') || name.endsWith('_journal.json')) {
      hash.update(name).update(await readFile(join(folder, name)));
    }
  }
  return join(
    process.cwd(),
    'node_modules/.cache/portal-platform',
    `pglite-${hash.digest('hex').slice(0, 16)}.tar`,
  );
}

/**
 * A migrated, empty PGlite data folder: each test's database starts as a copy of it (about 0.5 s)
 * instead of from initdb and the migrations (about 4 s). Made by the first test file that needs it and
 * kept on disk for the others; `openDatabase` still runs the migrations on the copy, which finds nothing
 * to do.
 */
function migratedPglite(): Promise<Blob> {
  pgliteTemplate ??= (async () => {
    const file = await templateFile();
    try {
      return new Blob([await readFile(file)]);
    } catch {
      // Not made yet: make it below.
    }
    const client = await PGlite.create('memory://');
    try {
      await migrate(drizzle(client), { migrationsFolder: migrationsFolder() });
      const template = await client.dumpDataDir('none');
      // Written under a name of its own, then renamed: two files making it at once never leave half a file.
      await mkdir(join(file, '..'), { recursive: true });
      const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      await writeFile(partial, Buffer.from(await template.arrayBuffer()));
      await rename(partial, file);
      return template;
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
