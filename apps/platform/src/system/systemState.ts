import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Db } from '../db/database';
import { settings } from '../db/schema';

/** The operator's switches (spec section 4, system status), stored so every node reads the same. */
export const systemStateSchema = v.strictObject({
  maintenance: v.strictObject({
    enabled: v.boolean(),
    /** Planned end (epoch milliseconds), shown on the maintenance screen. */
    endTime: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  }),
  regionRestriction: v.strictObject({
    enabled: v.boolean(),
    /** Visitor IPs that are refused. */
    ips: v.pipe(v.array(v.pipe(v.string(), v.ip())), v.maxLength(10_000)),
    /** ISO 3166-1 alpha-2 countries that are refused (read from the CDN's country header). */
    countries: v.pipe(v.array(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/))), v.maxLength(300)),
  }),
});

export type SystemState = v.InferOutput<typeof systemStateSchema>;

export const defaultSystemState: SystemState = {
  maintenance: { enabled: false },
  regionRestriction: { enabled: false, ips: [], countries: [] },
};

const key = 'system';

export async function loadSystemState(db: Db): Promise<SystemState> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  const parsed = row ? v.safeParse(systemStateSchema, row.value) : null;
  return parsed?.success ? parsed.output : defaultSystemState;
}

export async function saveSystemState(db: Db, state: SystemState): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value: state })
    .onConflictDoUpdate({ target: settings.key, set: { value: state, updatedAt: sql`now()` } });
}

/** Applies the start-up configuration (MAINTENANCE, REGION_RESTRICTED) over what operators stored. */
export async function applyStartupSwitches(
  db: Db,
  switches: { maintenance: boolean | undefined; regionRestricted: boolean | undefined },
): Promise<SystemState> {
  const state = await loadSystemState(db);
  if (switches.maintenance === undefined && switches.regionRestricted === undefined) return state;
  const next: SystemState = {
    maintenance: { ...state.maintenance, enabled: switches.maintenance ?? state.maintenance.enabled },
    regionRestriction: {
      ...state.regionRestriction,
      enabled: switches.regionRestricted ?? state.regionRestriction.enabled,
    },
  };
  await saveSystemState(db, next);
  return next;
}

export interface Visitor {
  ip: string;
  /** The CDN's country code for the visitor, when a CDN sets one. */
  country?: string;
}

/** 0 normal, 1 maintenance, 2 region restricted (maintenance wins), as spec section 4 defines them. */
export function statusFor(state: SystemState, visitor: Visitor): 0 | 1 | 2 {
  if (state.maintenance.enabled) return 1;
  const { enabled, ips, countries } = state.regionRestriction;
  if (!enabled) return 0;
  // With no lists, a restriction applies to every visitor (the whole site is closed to the region it serves).
  if (ips.length === 0 && countries.length === 0) return 2;
  if (ips.includes(visitor.ip)) return 2;
  if (visitor.country && countries.includes(visitor.country.toUpperCase())) return 2;
  return 0;
}
