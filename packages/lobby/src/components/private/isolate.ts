/**
 * Wraps a value put into a sentence (a name, an amount) in Unicode first-strong isolates, so Latin text
 * inside an Arabic sentence (or the reverse) keeps its own direction and does not reorder its neighbours.
 */
export const isolate = (text: string | number): string => `\u2068${text}\u2069`;
