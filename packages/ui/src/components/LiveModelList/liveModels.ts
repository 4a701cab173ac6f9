/** Pure helpers of the live-model list: the order and the language's name. No DOM. */

/** One entry of `CBS_modelList`. */
export interface LiveModel {
  modelId: string;
  name: string;
  /** The model's picture. */
  avatarUrl: string;
  /** Whether the model can be chatted with now. */
  online: boolean;
  /** The language the model chats in, as a language code ('en', 'ar', 'th'). */
  language: string;
}

/** Online models first, each group in the order the server gave. */
export function orderLiveModels<T extends { online: boolean }>(models: readonly T[]): T[] {
  return [...models.filter((model) => model.online), ...models.filter((model) => !model.online)];
}

/**
 * A language code's name in the reader's language ("Thai", "التايلاندية"); the code itself when the
 * browser does not know it, or it is not a code at all.
 */
export function languageName(code: string, locale: string): string {
  if (!code) return '';
  try {
    return new Intl.DisplayNames([locale], { type: 'language', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
}
