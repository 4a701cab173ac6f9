import type { ApiQuery } from './ApiClient';

/**
 * The base URL and a path joined by plain text, not `new URL`, so a relative base ('' or '/portal')
 * works the same in the browser and in Node.
 */
export function buildUrl(baseUrl: string, path: string, query?: ApiQuery): string {
  const url = baseUrl.replace(/\/+$/, '') + (path.startsWith('/') ? path : `/${path}`);
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(name, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}
