import { useMemo, type ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import type { ApiClient } from '../client/ApiClient';
import { createApiClient } from '../client/createApiClient';
import type { PhoneProviderFactory } from '../phone/PhoneProviderClient';
import { ApiContext, type ApiContextValue } from './ApiContext';
import { retryTransientErrors } from './swrOptions';

export interface ApiProviderProps {
  /** A ready client; when given, baseUrl, merchant, timeoutMs and fetch are its business. */
  client?: ApiClient;
  /** Where the platform answers; '' (the default) for the page's own origin. */
  baseUrl?: string;
  /** The merchant code sent with every call. */
  merchant?: string;
  /** The current language: sent with every call, and a change reloads the language-dependent hooks. */
  language?: string;
  /** The session token (the host keeps it in session storage); member hooks call only with one. */
  token?: string | null;
  /** Milliseconds before a call fails with TIMEOUT (20000 by default). */
  timeoutMs?: number;
  /** The fetch to call (tests, instrumentation). */
  fetch?: typeof fetch;
  /**
   * Phone provider adapters by the name the site configuration gives (`phoneProvider`), beside the kit's
   * 'sandbox': a brand's production provider (its SDK) plugs in here.
   */
  phoneProviders?: Record<string, PhoneProviderFactory>;
  /** SWR options over the package's defaults (a host's `provider` replaces this provider's own cache). */
  swrConfig?: SWRConfiguration;
  children: ReactNode;
}

/**
 * Gives the hooks of `@portal/api/react` their client, language and token. Each provider has its own
 * SWR cache, because its keys do not name the platform: a lobby embedded with another platform must not
 * read this one's answers.
 */
export function ApiProvider({
  client: given,
  baseUrl = '',
  merchant = '',
  language,
  token,
  timeoutMs,
  fetch: fetchImpl,
  phoneProviders,
  swrConfig,
  children,
}: ApiProviderProps) {
  // Made again when the language or token changes, so a call always runs with the values of the render
  // that keyed it; the cost is one more public-key fetch before the next encrypted call.
  const made = useMemo(
    () =>
      given
        ? undefined
        : createApiClient({
            baseUrl,
            merchant,
            language: () => language ?? '',
            token: () => token ?? null,
            timeoutMs,
            fetch: fetchImpl,
          }),
    [given, baseUrl, merchant, language, token, timeoutMs, fetchImpl],
  );
  const client = (given ?? made) as ApiClient;
  const currentLanguage = language ?? client.language();
  const currentToken = token === undefined ? client.token() : token;
  const value = useMemo<ApiContextValue>(
    () => ({ client, language: currentLanguage, token: currentToken, phoneProviders }),
    [client, currentLanguage, currentToken, phoneProviders],
  );
  const swr = useMemo<SWRConfiguration>(
    () => ({ provider: () => new Map(), onErrorRetry: retryTransientErrors, ...swrConfig }),
    [swrConfig],
  );

  return (
    <ApiContext.Provider value={value}>
      <SWRConfig value={swr}>{children}</SWRConfig>
    </ApiContext.Provider>
  );
}
