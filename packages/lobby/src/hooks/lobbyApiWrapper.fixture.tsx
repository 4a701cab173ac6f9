import { ApiProvider, type ApiProviderProps } from '@portal/api/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';

/** One request as the fake platform saw it. */
export interface SeenRequest {
  path: string;
  method: string;
  token: string | null;
  body: unknown;
}

export type FakeHandler = (request: SeenRequest) => unknown;

/** The platform's envelopes: a handler's value is a success, a thrown `FakeFailure` a failure. */
export class FakeFailure {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {}
}

/**
 * A fake platform and a wrapper that provides a client over it, for `renderHook` (the idea of
 * `@portal/api`'s own fixture, which is not published).
 */
export function lobbyApiWrapper(
  handler: FakeHandler,
  props: Partial<Omit<ApiProviderProps, 'children'>> = {},
) {
  const seen: SeenRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request: SeenRequest = {
      path: String(input)
        .replace(/^https?:\/\/[^/]+/, '')
        .replace(/\?.*$/, ''),
      method: init.method ?? 'GET',
      token: new Headers(init.headers).get('token'),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    seen.push(request);
    const headers = { 'content-type': 'application/json' };
    try {
      const value = await handler(request);
      return new Response(JSON.stringify({ success: true, value }), { headers });
    } catch (error) {
      if (!(error instanceof FakeFailure)) throw error;
      const envelope = { success: false, code: error.code, message: error.code };
      return new Response(JSON.stringify(envelope), { status: error.status, headers });
    }
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiProvider
      merchant="DEMO"
      language="ar"
      fetch={fetch as unknown as typeof globalThis.fetch}
      {...props}
      // Retries wait seconds; a test sees the first failure as it is.
      swrConfig={{ shouldRetryOnError: false, ...props.swrConfig }}
    >
      {children}
    </ApiProvider>
  );
  return { wrapper, seen };
}
