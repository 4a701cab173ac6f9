import { describe, expect, it } from 'vitest';
import { checkProfile, profileFieldRule, type ProfileSchemaOptions } from './profileRules';

const options: ProfileSchemaOptions = { fields: {}, today: () => new Date(Date.UTC(2026, 10, 29)) };

describe('profileSchema', () => {
  it('keeps the keys given, trimmed, and leaves the others out', () => {
    expect(checkProfile({ nickname: '  Layla7 ' }, options)).toEqual({
      ok: true,
      value: { nickname: 'Layla7' },
    });
    expect(checkProfile({ realName: 'ليلى حداد', birthday: '1990-05-17' }, options)).toEqual({
      ok: true,
      value: { realName: 'ليلى حداد', birthday: '1990-05-17' },
    });
    expect(checkProfile({ nickname: '', realName: '', birthday: '' }, options)).toEqual({
      ok: true,
      value: { nickname: '', realName: '', birthday: '' },
    });
    expect(checkProfile({}, options)).toEqual({ ok: true, value: {} });
  });

  it('checks the nickname and the real name with the register settings, whether or not registration shows them', () => {
    const fields = {
      nickname: { show: false, required: false, patternId: 4, minLength: 3, maxLength: 8 },
      realName: { show: false, required: true, patternId: 8, minLength: 2, maxLength: 20 },
    };
    expect(profileFieldRule('nickname', fields)).toMatchObject({
      patternId: 4,
      minLength: 3,
      required: false,
    });
    expect(checkProfile({ nickname: 'ab' }, { ...options, fields })).toEqual({
      ok: false,
      issues: { nickname: 'reg_pattern_4?min=3&max=8' },
    });
    expect(checkProfile({ realName: 'ليلى' }, { ...options, fields })).toEqual({
      ok: false,
      issues: { realName: 'validation.realName?min=2&max=20' },
    });
  });

  it('uses the defaults without settings: 2 to 16 letters and digits, a real name of letters and spaces', () => {
    expect(checkProfile({ nickname: 'a' }, options)).toEqual({
      ok: false,
      issues: { nickname: 'reg_pattern_14?min=2&max=16' },
    });
    expect(checkProfile({ nickname: 'x'.repeat(17) }, options)).toMatchObject({ ok: false });
    expect(checkProfile({ nickname: 'with space' }, options)).toMatchObject({ ok: false });
    expect(checkProfile({ realName: 'Layla 7' }, options)).toEqual({
      ok: false,
      issues: { realName: 'validation.realName?min=2&max=40' },
    });
  });

  it('refuses control characters and bidirectional overrides, even where the site accepts anything', () => {
    const fields = {
      nickname: { show: true, required: false, acceptedPattern: '*', minLength: 1, maxLength: 30 },
    };
    for (const nickname of ['nick\n', 'a\u0000b', '\tnick', 'a\u202Eb', 'a\u2028b', 'a\u0085b']) {
      expect(checkProfile({ nickname }, { ...options, fields }), JSON.stringify(nickname)).toMatchObject({
        ok: false,
      });
    }
    expect(checkProfile({ nickname: 'any thing!' }, { ...options, fields })).toMatchObject({ ok: true });
  });

  it('takes a real date of someone old enough, 21 unless the site says otherwise', () => {
    expect(checkProfile({ birthday: '1990-02-30' }, options)).toEqual({
      ok: false,
      issues: { birthday: 'reg_pattern_11?min=0&max=0' },
    });
    expect(checkProfile({ birthday: '17-05-1990' }, options)).toMatchObject({ ok: false });
    expect(checkProfile({ birthday: '2005-11-30' }, options)).toEqual({
      ok: false,
      issues: { birthday: 'validation.ageConfirm?age=21' },
    });
    expect(checkProfile({ birthday: '2005-11-29' }, options)).toMatchObject({ ok: true });
    expect(checkProfile({ birthday: '2008-11-29' }, { ...options, minimumAge: 18 })).toMatchObject({
      ok: true,
    });
  });

  it('refuses values of the wrong type', () => {
    expect(checkProfile({ nickname: 5, birthday: null }, options)).toEqual({
      ok: false,
      issues: { nickname: 'reg_pattern_14?min=2&max=16', birthday: 'reg_pattern_11?min=0&max=0' },
    });
  });
});
