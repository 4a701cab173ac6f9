import * as v from 'valibot';
import { patternMessageKey, patternTests, type PatternId } from './patterns';
import { formatRuleMessage } from './ruleMessage';

/** How one field is checked: the shape of the platform's register settings (spec sections 3 and 5). */
export interface FieldRule {
  required?: boolean;
  /** A regular expression source from the platform, or '*' that matches everything. */
  acceptedPattern?: string;
  patternId?: PatternId;
  minLength?: number;
  maxLength?: number;
  /** Trim before checking (default). The SMS code is the one input that is never trimmed. */
  trim?: boolean;
  /** The message when the value does not fit; defaults to `reg_pattern_{patternId}` with min and max. */
  messageKey?: string;
  /** The message when a required value is empty; defaults to 'Input cannot be empty'. */
  requiredKey?: string;
}

export const requiredKey = 'validation.required';

/** Length in characters as a person counts them (an emoji or an accented letter is one). */
export const characterLength = (value: string): number => Array.from(value).length;

const compiled = new Map<string, RegExp | null>();

/** The platform's own pattern, compiled once; an invalid one is reported and ignored, never thrown. */
function acceptedRegex(source: string): RegExp | null {
  if (!compiled.has(source)) {
    let regex: RegExp | null = null;
    try {
      regex = new RegExp(source.startsWith('^') ? source : `^(?:${source})$`, 'u');
    } catch {
      console.error(`@portal/forms: ignoring an invalid acceptedPattern from the platform: ${source}`);
    }
    compiled.set(source, regex);
  }
  return compiled.get(source) ?? null;
}

/**
 * Whether a (trimmed) non-empty value fits the rule: its pattern ('*' accepts all; else the accepted
 * pattern when the platform gives one, and the pattern id's test) and its length within bounds.
 */
export function fitsRule(value: string, rule: FieldRule): boolean {
  const length = characterLength(value);
  if (rule.minLength !== undefined && length < rule.minLength) return false;
  if (rule.maxLength !== undefined && rule.maxLength > 0 && length > rule.maxLength) return false;
  if (rule.acceptedPattern === '*') return true;
  if (rule.acceptedPattern) {
    const regex = acceptedRegex(rule.acceptedPattern);
    if (regex && !regex.test(value)) return false;
  }
  return rule.patternId === undefined ? true : patternTests[rule.patternId](value);
}

/** The message of a value that does not fit, with min and max filled in for the translator. */
export function ruleMessage(rule: FieldRule): string {
  const values = { min: rule.minLength ?? 0, max: rule.maxLength ?? 0 };
  const key =
    rule.messageKey ??
    (rule.patternId === undefined ? 'validation.length' : patternMessageKey(rule.patternId));
  return formatRuleMessage(key, values);
}

/**
 * A valibot schema for one text field: trims (unless told not to), then requires a value when the rule
 * says so, then checks the pattern and length of any value given. Its output is the cleaned string.
 */
export function fieldSchema(rule: FieldRule) {
  const required = formatRuleMessage(rule.requiredKey ?? requiredKey);
  return v.pipe(
    v.string(required),
    v.transform((value: string) => (rule.trim === false ? value : value.trim())),
    v.check((value) => !rule.required || value.length > 0, required),
    v.check((value) => value.length === 0 || fitsRule(value, rule), ruleMessage(rule)),
  );
}

export type FieldSchema = ReturnType<typeof fieldSchema>;
