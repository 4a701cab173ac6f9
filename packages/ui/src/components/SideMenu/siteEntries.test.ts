import { describe, expect, it } from 'vitest';
import { isSiteAction, siteEntries } from './siteEntries';

describe('siteEntries', () => {
  it('shows the always-on entries in menu order, and no referral entry while no referral runs', () => {
    expect(siteEntries()).toEqual([
      'bettingRecord',
      'promotions',
      'rewards',
      'serverSpeed',
      'appDownload',
      'customerService',
      'helpCentre',
    ]);
  });

  it('adds Rebate with the manual-rebate setting and VIP when VIP is on', () => {
    expect(siteEntries({ manualRebate: true })).toContain('rebate');
    expect(siteEntries({ vip: true })).toContain('vip');
    expect(siteEntries({ manualRebate: false, vip: false })).not.toEqual(
      expect.arrayContaining(['rebate', 'vip']),
    );
  });

  it('shows Invite friends while the referral promotion runs, and Agent instead to an agent', () => {
    const entries = siteEntries({ referral: true });
    expect(entries).toContain('inviteFriends');
    expect(entries).not.toContain('agent');
    const agents = siteEntries({ referral: true, agent: true });
    expect(agents).toContain('agent');
    expect(agents).not.toContain('inviteFriends');
    expect(siteEntries({ agent: true })).not.toEqual(expect.arrayContaining(['agent']));
  });

  it('keeps the spec order with every feature on', () => {
    expect(siteEntries({ manualRebate: true, vip: true, referral: true })).toEqual([
      'bettingRecord',
      'promotions',
      'rebate',
      'rewards',
      'vip',
      'inviteFriends',
      'serverSpeed',
      'appDownload',
      'customerService',
      'helpCentre',
    ]);
  });

  it('tells actions from links', () => {
    expect(isSiteAction('serverSpeed')).toBe(true);
    expect(isSiteAction('customerService')).toBe(true);
    expect(isSiteAction('helpCentre')).toBe(false);
  });
});
