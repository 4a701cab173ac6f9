import { encryptPayload, importPublicKey } from '@portal/api';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { PlatformConfig } from '../config';
import type { Platform } from '../context';
import type { Database } from '../db/database';
import { createPlatform } from '../platform';
import { seedDemoBrand } from '../seed/seedDemoBrand';
import { createMemoryStore } from '../store/memoryStore';
import type { SharedStore } from '../store/sharedStore';
import { testConfig } from './testConfig';
import type { DatabaseCase } from './testDatabases';

/** A clock tests can move: sessions, codes and limits all read it. */
export interface TestClock {
  now: () => number;
  advance(ms: number): void;
}

export function testClock(start = Date.UTC(2026, 10, 22, 12)): TestClock {
  let time = start;
  return { now: () => time, advance: (ms) => void (time += ms) };
}

export interface TestPlatform {
  platform: Platform;
  app: FastifyInstance;
  database: Database;
  clock: TestClock;
  /** Encrypts a body with the platform's public key, as the browser does. */
  encrypt(value: unknown): Promise<unknown>;
  close(): Promise<void>;
}

/** A seeded platform on a fresh database, with a movable clock and an in-memory store unless one is given. */
export async function openTestPlatform(
  databaseCase: DatabaseCase,
  options: {
    config?: Partial<PlatformConfig>;
    store?: (clock: TestClock) => SharedStore;
    seed?: boolean;
    /** Seed the sandbox players and their rounds too (off by default: they take a moment). */
    sandboxPlayers?: boolean;
  } = {},
): Promise<TestPlatform> {
  const database = await databaseCase.open();
  const clock = testClock();
  const store = options.store?.(clock) ?? createMemoryStore(clock.now);
  const platform = await createPlatform(testConfig(options.config), database.db, { store, now: clock.now });
  if (options.seed !== false) await seedDemoBrand(platform, { sandboxPlayers: options.sandboxPlayers });
  const app = await buildApp(platform);
  const publicKey = await importPublicKey(platform.keys.publicKey.jwk);
  return {
    platform,
    app,
    database,
    clock,
    encrypt: (value) => encryptPayload(publicKey, value),
    async close() {
      await app.close();
      await store.close();
      await database.close();
    },
  };
}
