/**
 * A validation message that travels as one string (valibot issues, platform envelopes) yet keeps its
 * values: `key` or `key?min=6&max=12`. The host translates it with `t(key, values)` in the `forms`
 * namespace, so the browser and the platform can never disagree on the words.
 */
export interface RuleMessage {
  key: string;
  values: Record<string, string | number>;
}

export function formatRuleMessage(key: string, values?: Record<string, string | number>): string {
  const entries = Object.entries(values ?? {});
  if (entries.length === 0) return key;
  return `${key}?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)])).toString()}`;
}

export function parseRuleMessage(message: string): RuleMessage {
  const at = message.indexOf('?');
  if (at < 0) return { key: message, values: {} };
  const values: Record<string, string | number> = {};
  for (const [k, v] of new URLSearchParams(message.slice(at + 1))) {
    values[k] = /^-?\d+$/.test(v) ? Number(v) : v;
  }
  return { key: message.slice(0, at), values };
}
