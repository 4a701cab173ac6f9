import { directionOf, resolveLanguage } from '@portal/ui';

/** Where the chosen language is kept (spec section 1: local storage and the page's language attribute). */
export const languageStorageKey = 'portal.language';

export function readStoredLanguage(storage: Pick<Storage, 'getItem'> = localStorage): string {
  let stored: string | null = null;
  try {
    stored = storage.getItem(languageStorageKey);
  } catch {
    // Storage can be blocked (private mode, embedded frames); the default language applies.
  }
  return resolveLanguage(stored).code;
}

export function storeLanguage(code: string, storage: Pick<Storage, 'setItem'> = localStorage): void {
  try {
    storage.setItem(languageStorageKey, code);
  } catch {
    // Blocked storage only means the choice is not remembered.
  }
}

/** Keeps `<html lang dir>` in step with the chosen language. */
export function applyDocumentLanguage(code: string, root: HTMLElement = document.documentElement): void {
  root.lang = code;
  root.dir = directionOf(code);
}
