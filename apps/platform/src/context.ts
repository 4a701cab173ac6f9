import type { PlatformConfig } from './config';
import type { PlatformKeys } from './crypto/platformKeys';
import type { Db } from './db/database';
import type { MessageProviders } from './messaging/providers';
import type { SharedStore } from './store/sharedStore';

/** What every route and service of the platform works with, made once at start. */
export interface Platform {
  config: PlatformConfig;
  db: Db;
  store: SharedStore;
  keys: PlatformKeys;
  messages: MessageProviders;
  /** The clock (epoch ms); tests move it. */
  now: () => number;
}
