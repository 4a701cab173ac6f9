import { ConfigError } from '../config';
import type { Platform } from '../context';
import type { GamesProvider } from '../games/gamesProvider';
import { sandboxGames } from '../sandbox/sandboxGames';
import type { CaptchaPort } from './captcha/CaptchaPort';
import { sandboxCaptcha } from './captcha/sandbox/sandboxCaptcha';
import type { MessagesPort } from './messages/MessagesPort';
import { sandboxMessages } from './messages/sandbox/sandboxMessages';
import type { PaymentsPort } from './payments/PaymentsPort';
import { sandboxPayments } from './payments/sandbox/sandboxPayments';
import type { PhonePort } from './phone/PhonePort';
import { sandboxPhone } from './phone/sandbox/sandboxPhone';
import { providerNames, providerVariables, type PortName, type ProviderName } from './providerNames';

/** The ports of the platform, each with the provider its configuration names. */
export type PlatformProviders = Pick<Platform, 'messages' | 'phone' | 'captcha' | 'payments' | 'games'>;

type Factories<Port extends PortName, Value> = Record<ProviderName<Port>, (platform: Platform) => Value>;

const messages: Factories<'messages', MessagesPort> = { sandbox: (platform) => sandboxMessages(platform.db) };
const phone: Factories<'phone', PhonePort> = { sandbox: sandboxPhone };
const captcha: Factories<'captcha', CaptchaPort> = { sandbox: sandboxCaptcha };
const payments: Factories<'payments', PaymentsPort> = { sandbox: sandboxPayments };
const games: Factories<'games', GamesProvider> = { sandbox: () => sandboxGames };

/** loadConfig has checked the names; a configuration made by hand (an embedding, a test) is checked here. */
function pick<Port extends PortName, Value>(
  port: Port,
  factories: Factories<Port, Value>,
  name: string,
  platform: Platform,
): Value {
  const factory = (factories as Record<string, ((platform: Platform) => Value) | undefined>)[name];
  if (!factory) {
    throw new ConfigError(
      providerVariables[port],
      `names no ${port} provider of this platform (got "${name}"; it has: ${providerNames[port].join(', ')})`,
    );
  }
  return factory(platform);
}

/**
 * The only place that knows the implementations: routes and services reach a provider through
 * `platform.<port>`, whatever the configuration chose. A provider passed in (an embedding's own) wins.
 */
export function chooseProviders(
  platform: Platform,
  given: Partial<PlatformProviders> = {},
): PlatformProviders {
  const { config } = platform;
  return {
    messages: given.messages ?? pick('messages', messages, config.messagesProvider, platform),
    phone:
      given.phone !== undefined
        ? given.phone
        : config.phoneProvider === ''
          ? null
          : pick('phone', phone, config.phoneProvider, platform),
    captcha: given.captcha ?? pick('captcha', captcha, config.captchaProvider, platform),
    payments: given.payments ?? pick('payments', payments, config.paymentsProvider, platform),
    games: given.games ?? pick('games', games, config.gamesProvider, platform),
  };
}
