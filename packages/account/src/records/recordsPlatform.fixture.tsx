// A fake platform for the record pages' tests (not part of the package): each answer sees the query.
import { apiCatalogue } from '@portal/api';
import { ApiProvider } from '@portal/api/react';
import { PortalProvider } from '@portal/ui';
import { portalTheme } from '@portal/ui/themes/portal';
import { render as renderInDom } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';

export { envelope } from '../cashier/fakePlatform.fixture';

const catalogues = [apiCatalogue];

/** One request the fake platform answered: its path and its query. */
export interface SeenRequest {
  path: string;
  query: Record<string, string>;
}

/** 2026-11-29 at noon UTC: the records' "today" in these tests (the last 7 days start on the 23rd). */
export const testNow = Date.parse('2026-11-29T12:00:00.000Z');

/** A CSV answer, as the platform sends an export. */
export const csvFile = (text = 'Time (UTC),Round\n') =>
  new Response(text, { status: 200, headers: { 'content-type': 'text/csv; charset=utf-8' } });

/** A fake platform: each `GET <path>`'s answer to a query, and every request seen. */
export function recordsPlatform(
  answers: Record<string, (query: Record<string, string>) => Response | Promise<Response>>,
) {
  const seen: SeenRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://portal.test');
    const query = Object.fromEntries(url.searchParams);
    const answer = answers[`${init.method ?? 'GET'} ${url.pathname}`];
    if (!answer) throw new Error(`unexpected ${init.method ?? 'GET'} ${url.pathname}`);
    seen.push({ path: url.pathname, query });
    return answer(query);
  });
  /** The queries sent to one path, oldest first. */
  const queries = (path: string) => seen.filter((request) => request.path === path).map((r) => r.query);
  // The platform's messages are loaded as a host loads them, so a refusal reads in words.
  const render = (ui: ReactElement, locale: 'en' | 'ar' = 'en') =>
    renderInDom(
      <PortalProvider locale={locale} theme={portalTheme} catalogues={catalogues}>
        <ApiProvider
          merchant="DEMO"
          language={locale}
          token="session"
          fetch={fetch as unknown as typeof globalThis.fetch}
          swrConfig={{ shouldRetryOnError: false, dedupingInterval: 0, revalidateOnFocus: false }}
        >
          {ui}
        </ApiProvider>
      </PortalProvider>,
    );
  return { fetch, seen, queries, render };
}

/**
 * Stubs the browser's file download: `URL.createObjectURL` and `revokeObjectURL`, and a link's click
 * (jsdom would try to navigate). Returns what was saved; `restore` puts the browser back.
 */
export function stubDownloads() {
  const saved: { href: string; download: string; file: Blob }[] = [];
  const files = new Map<string, Blob>();
  const revoked: string[] = [];
  const created = vi.fn((file: Blob) => {
    const url = `blob:records/${files.size + 1}`;
    files.set(url, file);
    return url;
  });
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  URL.createObjectURL = created as typeof URL.createObjectURL;
  URL.revokeObjectURL = (url: string) => void revoked.push(url);
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const href = this.getAttribute('href') ?? '';
    saved.push({ href, download: this.download, file: files.get(href) as Blob });
  });
  const restore = () => {
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
    click.mockRestore();
  };
  return { saved, revoked, created, restore };
}
