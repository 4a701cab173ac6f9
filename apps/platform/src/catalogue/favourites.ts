import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { favourites } from '../db/schema';

/** An account's favourite games (node ids), the newest first. */
export async function favouriteIds(db: Db, accountId: number): Promise<number[]> {
  const rows = await db
    .select({ nodeId: favourites.nodeId })
    .from(favourites)
    .where(eq(favourites.accountId, accountId))
    .orderBy(desc(favourites.createdAt), desc(favourites.nodeId));
  return rows.map((row) => row.nodeId);
}

/** Adds a game to an account's favourites; one already there keeps its time. */
export async function addFavourite(db: Db, accountId: number, nodeId: number, at: Date): Promise<void> {
  await db.insert(favourites).values({ accountId, nodeId, createdAt: at }).onConflictDoNothing();
}

/** Takes a game off an account's favourites; whether it was there. */
export async function removeFavourite(db: Db, accountId: number, nodeId: number): Promise<boolean> {
  const removed = await db
    .delete(favourites)
    .where(and(eq(favourites.accountId, accountId), eq(favourites.nodeId, nodeId)))
    .returning({ nodeId: favourites.nodeId });
  return removed.length > 0;
}
