import { describe, expect, it } from 'vitest';
import { containsPattern, searchKeyOf } from './searchKey';

describe('searchKeyOf', () => {
  it('folds case, spaces and apostrophes', () => {
    expect(searchKeyOf("  Texas   HOLD'em ")).toBe('texas holdem');
    expect(searchKeyOf('Salon Privé')).toBe('salon prive');
  });

  it('folds Arabic letter variants, vowel marks, the tatweel and Arabic-Indic digits', () => {
    expect(searchKeyOf('الأسد')).toBe(searchKeyOf('الاسد'));
    expect(searchKeyOf('إمبراطورية آمنة')).toBe('امبراطوريه امنه');
    expect(searchKeyOf('اللؤلؤة')).toBe('اللولوه');
    expect(searchKeyOf('مُسْتَشْفَى')).toBe('مستشفي');
    expect(searchKeyOf('كـــنز')).toBe('كنز');
    expect(searchKeyOf('بينغو ٩٠')).toBe('بينغو 90');
    expect(searchKeyOf('بينغو ۹۰')).toBe('بينغو 90');
  });

  it('makes a LIKE pattern that matches its text literally', () => {
    expect(containsPattern('100%')).toBe('%100\\%%');
    expect(containsPattern('a_b\\c')).toBe('%a\\_b\\\\c%');
  });
});
