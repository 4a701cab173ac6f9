/**
 * The value a page draws itself from: a GET of the platform's envelope (`{ success, value }`) with the
 * page's own query. A failure throws; the page then says it cannot be shown.
 */
export async function pageValue<T>(path: string, query: Record<string, string | null>): Promise<T> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== null) params.set(key, value);
  const response = await fetch(`${path}?${params.toString()}`, { credentials: 'same-origin' });
  const body = (await response.json()) as { success: boolean; value?: T; code?: string };
  if (!body.success || body.value === undefined)
    throw new Error(`${path} answered ${body.code ?? response.status}`);
  return body.value;
}

/** The page's language and direction (Arabic reads right to left), before anything is drawn. */
export function setLanguage(lang: 'ar' | 'en', title: string): void {
  document.documentElement.lang = lang;
  document.documentElement.dir = lang === 'ar' ? 'rtl' : 'ltr';
  document.title = title;
}
