import type { Db } from './database';

/** What drizzle's `.prepare(name)` gives for a query. */
interface Preparable<Prepared> {
  prepare(name: string): Prepared;
}

/**
 * A query prepared once per database under `name`, for a hot read: built per request, drizzle's query
 * building costs more than the query. (A transaction reads its queries unprepared.)
 */
export function preparedPerDatabase<Prepared>(name: string, build: (db: Db) => Preparable<Prepared>) {
  const prepared = new WeakMap<Db, Prepared>();
  return (db: Db): Prepared => {
    let query = prepared.get(db);
    if (!query) {
      query = build(db).prepare(name);
      prepared.set(db, query);
    }
    return query;
  };
}
