import { vi } from 'vitest';

/** One request as the fake platform saw it. */
export interface SeenRequest {
  url: string;
  path: string;
  method: string;
  headers: Headers;
  body: string | undefined;
  signal: AbortSignal | undefined;
}

export type FakeHandler = (request: SeenRequest) => Response | Promise<Response>;

/** A fetch that records every request and answers with the handler. */
export function fakeFetch(handler: FakeHandler) {
  const seen: SeenRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const request: SeenRequest = {
      url,
      path: url.replace(/^https?:\/\/[^/]+/, '').replace(/\?.*$/, ''),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? init.body : undefined,
      signal: init.signal ?? undefined,
    };
    seen.push(request);
    return handler(request);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, seen, calls: fetch };
}

/** The platform's success envelope. */
export const answer = (value: unknown, init: { status?: number; headers?: Record<string, string> } = {}) =>
  new Response(JSON.stringify({ success: true, value }), {
    status: init.status ?? 200,
    headers: { 'content-type': 'application/json', ...init.headers },
  });

/** The platform's failure envelope, with a truthful status. */
export const failure = (status: number, code: string, message: string, value?: unknown) =>
  new Response(JSON.stringify({ success: false, code, message, ...(value === undefined ? {} : { value }) }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** A fetch that never answers until its signal aborts (a hung platform). */
export const hangingResponse = (signal: AbortSignal | undefined) =>
  new Promise<Response>((_resolve, reject) => {
    signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });
