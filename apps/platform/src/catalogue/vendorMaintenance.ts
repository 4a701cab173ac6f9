import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { vendors } from '../db/schema';
import type { VendorRow } from './catalogue';

/** Every vendor, in their order: the operator's list of switches. */
export function vendorsInOrder(db: Db): Promise<VendorRow[]> {
  return db.select().from(vendors).orderBy(asc(vendors.sort));
}

/** Puts a vendor under maintenance or takes it out; the vendor after, or undefined for an unknown code. */
export async function setVendorMaintenance(
  db: Db,
  vassalage: string,
  maintenance: boolean,
): Promise<VendorRow | undefined> {
  const [row] = await db
    .update(vendors)
    .set({ maintenance })
    .where(eq(vendors.vassalage, vassalage))
    .returning();
  return row;
}
