import { describe, expect, it } from 'vitest';
import { formatRuleMessage, parseRuleMessage } from './ruleMessage';

describe('rule messages', () => {
  it('travel as one string and come back with their values', () => {
    const text = formatRuleMessage('reg_pattern_6', { min: 6, max: 12 });
    expect(text).toBe('reg_pattern_6?min=6&max=12');
    expect(parseRuleMessage(text)).toEqual({ key: 'reg_pattern_6', values: { min: 6, max: 12 } });
  });

  it('keep a bare key bare and text values as text', () => {
    expect(formatRuleMessage('validation.required')).toBe('validation.required');
    expect(parseRuleMessage('validation.required')).toEqual({ key: 'validation.required', values: {} });
    const terms = formatRuleMessage('validation.agreeTo', { terms: 'Terms & Conditions' });
    expect(parseRuleMessage(terms).values).toEqual({ terms: 'Terms & Conditions' });
  });
});
