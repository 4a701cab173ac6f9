import type { PlatformConfig } from './config';
import type { Platform } from './context';
import { loadPlatformKeys } from './crypto/platformKeys';
import type { Db } from './db/database';
import { chooseProviders, type PlatformProviders } from './providers/chooseProviders';
import { sandboxIdentityProvider } from './oauth/sandboxIdentities';
import type { SocialIdentityProvider } from './oauth/socialIdentity';
import { openStore } from './store/openStore';
import type { SharedStore } from './store/sharedStore';

export interface PlatformOptions {
  store?: SharedStore;
  /** Providers made by the embedder, in place of the ones the configuration names. */
  providers?: Partial<PlatformProviders>;
  socialIdentities?: SocialIdentityProvider;
  now?: () => number;
  onStoreError?: (error: Error) => void;
}

/**
 * Assembles the platform's services over an open database: the payload key (made once, shared by every
 * node), the shared store (Redis or memory) and the provider of each port, as the configuration names it (the
 * social identities: the sandbox's demo people unless an embedder passes its own).
 */
export async function createPlatform(
  config: PlatformConfig,
  db: Db,
  options: PlatformOptions = {},
): Promise<Platform> {
  const services = {
    config,
    db,
    keys: await loadPlatformKeys(db),
    store:
      options.store ??
      openStore(config.redisUrl, { prefix: config.redisPrefix, onError: options.onStoreError }),
    socialIdentities: options.socialIdentities ?? sandboxIdentityProvider,
    now: options.now ?? Date.now,
  };
  // The providers close over the platform they serve (its database, store and clock), so it is made first.
  const platform = services as Platform;
  return Object.assign(platform, chooseProviders(platform, options.providers));
}
