import { sql } from 'drizzle-orm';
import type { Db } from './database';

/** Whether the database answers a query now; any failure (restarting, unreachable) reads as no. */
export function pingDatabase(db: Db): Promise<boolean> {
  return db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
}
