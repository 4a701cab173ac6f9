import type { ReactNode } from 'react';
import { fakeFetch, type FakeHandler } from '../client/fakeFetch.fixture';
import { ApiProvider, type ApiProviderProps } from './ApiProvider';

/** A fake platform and a wrapper that provides a client over it, for `renderHook`. */
export function apiWrapper(handler: FakeHandler, props: Partial<Omit<ApiProviderProps, 'children'>> = {}) {
  const platform = fakeFetch(handler);
  // Retries wait seconds; a test sees the first failure as it is.
  const swrConfig = { shouldRetryOnError: false, ...props.swrConfig };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiProvider merchant="DEMO" language="ar" fetch={platform.fetch} {...props} swrConfig={swrConfig}>
      {children}
    </ApiProvider>
  );
  return { wrapper, ...platform };
}
