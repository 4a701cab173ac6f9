import type { ReactNode } from 'react';

/** Joins element ids for `aria-describedby`, skipping empty ones; `undefined` when none is left. */
export function joinIds(...ids: Array<string | false | null | undefined>): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}

/**
 * The one error message a field shows: validation libraries may hand over several rules' messages,
 * and a field only ever shows the first (the most basic rule fails first).
 */
export function firstMessage(error: ReactNode | readonly ReactNode[]): ReactNode {
  const candidates = Array.isArray(error) ? error : [error];
  return candidates.find((message) => hasContent(message)) ?? null;
}

/** Whether a hint or an error has something to show (`''`, `false`, `null` and `undefined` do not). */
export function hasContent(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== true && node !== '';
}

/** Whether a control's value counts as filled in (what decides if the clear button shows). */
export function isFilled(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (Array.isArray(value)) return value.length > 0;
  return String(value) !== '';
}
