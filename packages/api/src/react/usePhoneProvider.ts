import { useMemo } from 'react';
import { createSandboxPhoneProvider } from '../phone/createSandboxPhoneProvider';
import type { PhoneProviderClient, PhoneProviderFactory } from '../phone/PhoneProviderClient';
import { useApiContext } from './useApiContext';
import { useSiteConfig } from './useSiteConfig';

const kitProviders: Record<string, PhoneProviderFactory> = { sandbox: createSandboxPhoneProvider };

export interface PhoneProviderState {
  /** The site configuration has arrived, so `provider` is final. */
  ready: boolean;
  /** The adapter that sends and checks the codes, or null when the platform sends them itself. */
  provider: PhoneProviderClient | null;
}

/**
 * The phone provider the site configuration names (`phoneProvider`, spec section 7). A name with no
 * adapter is a set-up mistake: it is reported, and the platform's own SMS codes are used meanwhile.
 */
export function usePhoneProvider(): PhoneProviderState {
  const { client, phoneProviders } = useApiContext();
  const config = useSiteConfig();
  const name = config.data?.phoneProvider ?? '';
  const provider = useMemo(() => {
    if (!name) return null;
    const factory = phoneProviders?.[name] ?? kitProviders[name];
    if (!factory) {
      console.error(
        `@portal/api: the site configuration names the phone provider '${name}', but no adapter has that ` +
          `name. Pass it to <ApiProvider phoneProviders={{ ${name}: createMyProvider }}>.`,
      );
      return null;
    }
    return factory(client);
  }, [client, name, phoneProviders]);
  return { ready: config.data !== undefined, provider };
}
