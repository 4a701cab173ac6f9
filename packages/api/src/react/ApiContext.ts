import { createContext } from 'react';
import type { ApiClient } from '../client/ApiClient';

export interface ApiContextValue {
  client: ApiClient;
  /** The language of this render: the hooks whose answers depend on it key their caches on it. */
  language: string;
  /** The session token of this render: member hooks key on it, and do not call without one. */
  token: string | null;
}

export const ApiContext = createContext<ApiContextValue | null>(null);
