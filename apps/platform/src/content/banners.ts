import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { banners } from '../db/schema';

export type BannerRow = typeof banners.$inferSelect;

/** A banner group's banners, in their order. */
export function bannersOf(db: Db, groupName: string): Promise<BannerRow[]> {
  return db
    .select()
    .from(banners)
    .where(eq(banners.groupName, groupName))
    .orderBy(asc(banners.sort), asc(banners.id));
}

export async function findBanner(db: Db, id: number): Promise<BannerRow | undefined> {
  const [row] = await db.select().from(banners).where(eq(banners.id, id));
  return row;
}
