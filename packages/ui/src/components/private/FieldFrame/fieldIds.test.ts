import { describe, expect, it } from 'vitest';
import { firstMessage, hasContent, isFilled, joinIds } from './fieldIds';

describe('joinIds', () => {
  it('joins the present ids with spaces', () => {
    expect(joinIds('a-hint', undefined, false, 'a-error')).toBe('a-hint a-error');
  });
  it('is undefined when nothing is left, so no empty attribute is written', () => {
    expect(joinIds(undefined, null, '')).toBeUndefined();
  });
});

describe('firstMessage', () => {
  it('keeps a single message', () => {
    expect(firstMessage('Required')).toBe('Required');
  });
  it('shows only the first non-empty message of a list', () => {
    expect(firstMessage(['', 'Too short', 'Must contain a digit'])).toBe('Too short');
  });
  it('is null when there is no message', () => {
    expect(firstMessage(undefined)).toBeNull();
    expect(firstMessage([])).toBeNull();
    expect(firstMessage(false)).toBeNull();
  });
});

describe('hasContent', () => {
  it('treats empty values as nothing to show', () => {
    expect([undefined, null, false, true, ''].map(hasContent)).toEqual([false, false, false, false, false]);
    expect(hasContent(0)).toBe(true);
    expect(hasContent('Hint')).toBe(true);
  });
});

describe('isFilled', () => {
  it('counts any non-empty value, numbers included', () => {
    expect([undefined, null, '', []].map(isFilled)).toEqual([false, false, false, false]);
    expect([0, 'a', ['x']].map(isFilled)).toEqual([true, true, true]);
  });
});
