import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseCases } from '../testing/testDatabases';
import { openDatabase } from './database';
import { settings } from './schema';

describe.each(databaseCases())('database on $name', ({ open }) => {
  it('starts migrated and stores JSON settings', async () => {
    const database = await open();
    try {
      await database.db.insert(settings).values({ key: 'maintenance', value: { enabled: true, endTime: 1 } });
      const [row] = await database.db.select().from(settings).where(eq(settings.key, 'maintenance'));
      expect(row?.value).toEqual({ enabled: true, endTime: 1 });
    } finally {
      await database.close();
    }
  });
});

describe('embedded database on disk', () => {
  it('creates its folder, keeps data across restarts and migrates idempotently', async () => {
    const root = mkdtempSync(join(tmpdir(), 'portal-data-'));
    const dataDir = join(root, 'nested', 'pglite');
    try {
      const first = await openDatabase({ dataDir });
      await first.db.insert(settings).values({ key: 'k', value: 1 });
      await first.close();
      const second = await openDatabase({ dataDir });
      expect(await second.db.select().from(settings)).toHaveLength(1);
      await second.close();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }, 30_000);
});
