// A fake platform for the cashier pages' tests (not part of the package).
import { ApiProvider } from '@portal/api/react';
import { errors } from '@portal/api';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { renderWithPortal } from '@test-utils/render';

/** The platform's envelope: a value, or a refusal by its code (with the code's status). */
export const envelope = (value: unknown, status = 200, code?: keyof typeof errors) =>
  new Response(
    JSON.stringify(code ? { success: false, code, message: errors[code].message } : { success: true, value }),
    {
      status,
      headers: { 'content-type': 'application/json' },
    },
  );

/** A fake platform: each path's answer, and every request seen. */
export function platform(answers: Record<string, (init: RequestInit) => Response | Promise<Response>>) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input).replace(/\?.*$/, '');
    const answer = answers[`${init.method ?? 'GET'} ${path}`];
    if (!answer) throw new Error(`unexpected ${init.method ?? 'GET'} ${path}`);
    return answer(init);
  });
  const render = (ui: ReactElement) =>
    renderWithPortal(
      <ApiProvider
        merchant="DEMO"
        language="en"
        token="session"
        fetch={fetch as unknown as typeof globalThis.fetch}
        swrConfig={{ shouldRetryOnError: false, dedupingInterval: 0 }}
      >
        {ui}
      </ApiProvider>,
      { locale: 'en' },
    );
  return { fetch, render };
}
