import { createContext } from 'react';
import type { ApiClient } from '../client/ApiClient';
import type { PhoneProviderFactory } from '../phone/PhoneProviderClient';

export interface ApiContextValue {
  client: ApiClient;
  /** The language of this render: the hooks whose answers depend on it key their caches on it. */
  language: string;
  /** The session token of this render: member hooks key on it, and do not call without one. */
  token: string | null;
  /** The host's phone provider adapters by name (the kit's 'sandbox' is always there). */
  phoneProviders?: Record<string, PhoneProviderFactory>;
}

export const ApiContext = createContext<ApiContextValue | null>(null);
