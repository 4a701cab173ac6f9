import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../db/database';
import { promotions } from '../db/schema';

export type PromotionRow = typeof promotions.$inferSelect;

/** The promotions of a language running at `now` (of one category when given), in their order. */
export function listPromotions(
  db: Db,
  { lang, now, category }: { lang: string; now: number; category?: string },
): Promise<PromotionRow[]> {
  const at = new Date(now);
  return db
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.lang, lang),
        lte(promotions.startsAt, at),
        or(isNull(promotions.endsAt), gt(promotions.endsAt, at)),
        category ? eq(promotions.category, category) : undefined,
      ),
    )
    .orderBy(asc(promotions.sort), asc(promotions.id));
}

/** A promotion in each language it is written in (none for an unknown id). */
export function promotionTranslations(db: Db, id: number): Promise<PromotionRow[]> {
  return db.select().from(promotions).where(eq(promotions.id, id));
}
