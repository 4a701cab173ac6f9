import type { PlatformConfig } from './config';
import type { PlatformKeys } from './crypto/platformKeys';
import type { Db } from './db/database';
import type { GamesProvider } from './games/gamesProvider';
import type { SocialIdentityProvider } from './oauth/socialIdentity';
import type { CaptchaPort } from './providers/captcha/CaptchaPort';
import type { MessagesPort } from './providers/messages/MessagesPort';
import type { PaymentsPort } from './providers/payments/PaymentsPort';
import type { PhonePort } from './providers/phone/PhonePort';
import type { SharedStore } from './store/sharedStore';

/** What every route and service of the platform works with, made once at start. */
export interface Platform {
  config: PlatformConfig;
  db: Db;
  store: SharedStore;
  keys: PlatformKeys;
  /** The providers behind the ports, chosen by configuration (`providers/chooseProviders.ts`). */
  messages: MessagesPort;
  /** Null when the site sends the platform's own SMS codes (PHONE_PROVIDER unset). */
  phone: PhonePort | null;
  captcha: CaptchaPort;
  payments: PaymentsPort;
  games: GamesProvider;
  /** Who a social login's consent page says the player is (the sandbox's demo people by default). */
  socialIdentities: SocialIdentityProvider;
  /** The clock (epoch ms); tests move it. */
  now: () => number;
}
