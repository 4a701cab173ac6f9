import type { CSSProperties } from 'react';

/** `createVar()` gives `var(--name)`; an inline style needs the bare `--name`. */
const bare = (cssVar: string): string => cssVar.slice(4, -1);

/** An inline style that sets vanilla-extract variables (lengths and counts, never colours). */
export function inlineVars(values: Record<string, string | number>, style?: CSSProperties): CSSProperties {
  const result: Record<string, string | number> = { ...(style as Record<string, string | number>) };
  for (const [cssVar, value] of Object.entries(values)) result[bare(cssVar)] = String(value);
  return result as CSSProperties;
}
