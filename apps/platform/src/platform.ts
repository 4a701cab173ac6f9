import type { PlatformConfig } from './config';
import type { Platform } from './context';
import { loadPlatformKeys } from './crypto/platformKeys';
import type { Db } from './db/database';
import { sandboxProviders, type MessageProviders } from './messaging/providers';
import { openStore } from './store/openStore';
import type { SharedStore } from './store/sharedStore';

export interface PlatformOptions {
  store?: SharedStore;
  messages?: MessageProviders;
  now?: () => number;
  onStoreError?: (error: Error) => void;
}

/**
 * Assembles the platform's services over an open database: the payload key (made once, shared by every
 * node), the shared store (Redis or memory) and the message providers (the sandbox outbox unless a
 * production provider is passed in).
 */
export async function createPlatform(
  config: PlatformConfig,
  db: Db,
  options: PlatformOptions = {},
): Promise<Platform> {
  return {
    config,
    db,
    keys: await loadPlatformKeys(db),
    store:
      options.store ??
      openStore(config.redisUrl, { prefix: config.redisPrefix, onError: options.onStoreError }),
    messages: options.messages ?? sandboxProviders(db),
    now: options.now ?? Date.now,
  };
}
