import type { Platform } from '../context';
import type { PhoneProvider } from './phoneProvider';
import { sandboxPhoneProvider } from './sandboxPhoneProvider';

const providers = new WeakMap<Platform, PhoneProvider>();

/** The platform's phone provider: the sandbox one (a production provider would be chosen here by configuration). */
export function phoneProviderOf(platform: Platform): PhoneProvider {
  let provider = providers.get(platform);
  if (!provider) {
    provider = sandboxPhoneProvider(platform);
    providers.set(platform, provider);
  }
  return provider;
}
