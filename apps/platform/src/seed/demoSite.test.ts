import { fitsRule, registerFieldNames, ruleFromSetting } from '@portal/forms/rules';
import { whitelabelFlags } from '@portal/api';
import { describe, expect, it } from 'vitest';
import { flagEnabled } from '../system/flagEnabled';
import { decryptCustomerServicePath } from '@portal/api';
import { demoCountryCodes, demoRegisterSettings, demoSiteConfig, demoWhitelabel } from './demoSite';

describe('demo site seed', () => {
  it('encrypts customer-service paths that decrypt to the contact links', () => {
    const links = Object.fromEntries(
      demoSiteConfig.info.customerService.map((entry) => [
        entry.csType,
        decryptCustomerServicePath(entry.path),
      ]),
    );
    expect(links).toEqual({
      LIVECHAT: '/sandbox/chat',
      TELEGRAM: expect.stringMatching(/^https:\/\/t\.me\//),
      WHATSAPP: expect.stringMatching(/^https:\/\/wa\.me\//),
    });
  });

  it('routes over five domain lines whose shares sum to 100', () => {
    expect(demoSiteConfig.domainRoute).toHaveLength(5);
    expect(demoSiteConfig.domainRoute.reduce((sum, line) => sum + (line.percentage ?? 0), 0)).toBe(100);
  });

  it('turns every white-label flag on', () => {
    for (const flag of Object.values(whitelabelFlags)) expect(flagEnabled(demoWhitelabel, flag)).toBe(true);
  });

  it('has a complete rule for every registration field', () => {
    const { fields, regex } = demoRegisterSettings;
    expect(Object.keys(fields).sort()).toEqual([...registerFieldNames].sort());
    for (const name of registerFieldNames) {
      const setting = fields[name];
      expect(setting, name).toMatchObject({
        acceptedPattern: expect.any(String),
        minLength: expect.any(Number),
        maxLength: expect.any(Number),
        patternId: expect.any(Number),
      });
    }
    expect(fields.mobileNum).toMatchObject({
      minLength: regex.mobileMinLength,
      maxLength: regex.mobileMaxLength,
    });
  });

  it('accepts typical values for the shown fields', () => {
    const samples: Record<string, string> = {
      username: 'player01',
      password: 'S3cret!pw',
      confirmPassword: 'S3cret!pw',
      payeeName: 'محمد العتيبي',
      email: 'player@portal.example',
      mobileNum: '501234567',
      whatsapp: '966501234567',
      telegram: '@portal_player',
      verificationCode: '123456',
      affiliateCode: 'DEMO2024',
      birthday: '1990-05-17',
    };
    const fields = demoRegisterSettings.fields;
    for (const name of registerFieldNames) {
      const rule = ruleFromSetting(name, fields[name]);
      if (!rule) continue;
      const sample = samples[name];
      expect(sample, `a sample for shown field ${name}`).toBeDefined();
      expect(fitsRule(sample ?? '', rule), name).toBe(true);
    }
  });

  it('lists unique country codes with Arabic names, Saudi Arabia first', () => {
    expect(demoCountryCodes[0]?.countryCode).toBe('SA');
    expect(new Set(demoCountryCodes.map((entry) => entry.countryCode)).size).toBe(demoCountryCodes.length);
    for (const entry of demoCountryCodes) {
      expect(entry.dialingCode).toMatch(/^\+\d{1,4}$/);
      expect(entry.nameAr).toMatch(/^[\p{Script_Extensions=Arabic} ]+$/u);
    }
  });
});
