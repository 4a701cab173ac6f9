import { describe, expect, it } from 'vitest';
import { makeThemeValues } from './makeThemeValues';
import { partnerTokens } from './partnerTokens';
import { portalTokens } from './portalTokens';
import { themeToCss } from './themeToCss';

describe('makeThemeValues', () => {
  it('turns tokens into every value of the contract', () => {
    const values = makeThemeValues(portalTokens);
    expect(values.color.brandAccent).toBe(portalTokens.color.brandAccent);
    expect(values.gradient.card3).toContain(portalTokens.color.cardStyles[2][0]);
    expect(values.font.heading).toBe(portalTokens.font.body);
    expect(values.space['4']).toBe('16px');
  });
});

describe('themeToCss', () => {
  it('writes the stable prefixed variables for one selector', () => {
    const css = themeToCss(partnerTokens, '[data-portal-scope="x"]');
    expect(css.startsWith('[data-portal-scope="x"]{')).toBe(true);
    expect(css).toContain(`--portal-color-brand-accent:${partnerTokens.color.brandAccent};`);
    expect(css).toContain('--portal-gradient-card1:linear-gradient(');
    expect(css).toContain('--portal-space-4:16px;');
  });

  it('refuses values that could escape the rule', () => {
    const hostile = { ...partnerTokens, color: { ...partnerTokens.color, page: 'red}body{display:none' } };
    expect(() => themeToCss(hostile, '.x')).toThrow(/may not contain/);
  });
});
