/**
 * The site's fixed entries, in the order of the side menu (spec 2.4). The footer lists the same ones.
 * `serverSpeed` and `customerService` are actions (buttons); the others are links.
 */
export const siteEntryKeys = [
  'bettingRecord',
  'promotions',
  'rebate',
  'rewards',
  'vip',
  'inviteFriends',
  'agent',
  'serverSpeed',
  'appDownload',
  'customerService',
  'helpCentre',
] as const;

export type SiteEntryKey = (typeof siteEntryKeys)[number];

/** The entries that open a dialog or a chat rather than a page. */
export type SiteActionKey = 'serverSpeed' | 'customerService';

/** The entries that are links to a page of the portal. */
export type SiteLinkKey = Exclude<SiteEntryKey, SiteActionKey>;

/** Where each link entry goes; a host passes only those it routes differently. */
export type SiteLinks = Record<SiteLinkKey, string>;

/** The site settings that decide which entries show (spec 2.4 and 6). */
export interface SiteFeatures {
  /** The manual-rebate setting (white-label flag MANPLAYREB3): shows Rebate. */
  manualRebate?: boolean;
  /** VIP is on for the site: shows VIP. */
  vip?: boolean;
  /** The referral promotion is running: shows Invite friends, or Agent to an agent. */
  referral?: boolean;
  /** The member is an agent: the referral entry is the agent centre. */
  agent?: boolean;
}

/** The portal's routes for the link entries (spec 2.1 and 2.6). */
export const defaultSiteLinks: SiteLinks = {
  bettingRecord: '/member/betting-record',
  promotions: '/promotions',
  rebate: '/member/rebate',
  rewards: '/member/rewards',
  vip: '/member/vip',
  inviteFriends: '/member/referral',
  agent: '/agentHome',
  appDownload: '/down',
  helpCentre: '/help',
};

export const isSiteAction = (key: SiteEntryKey): key is SiteActionKey =>
  key === 'serverSpeed' || key === 'customerService';

/**
 * The entries a site shows, in menu order: Rebate only with the manual-rebate setting, VIP only when VIP
 * is on, and the referral entry only while the referral promotion runs: Invite friends, or for an agent
 * Agent (their centre, where downlines are invited).
 */
export function siteEntries(features: SiteFeatures = {}): SiteEntryKey[] {
  return siteEntryKeys.filter((key) => {
    switch (key) {
      case 'rebate':
        return Boolean(features.manualRebate);
      case 'vip':
        return Boolean(features.vip);
      case 'inviteFriends':
        return Boolean(features.referral) && !features.agent;
      case 'agent':
        return Boolean(features.referral && features.agent);
      default:
        return true;
    }
  });
}
