import {
  paths,
  type ConsolidatedFundsValue,
  type ConsolidatedValue,
  type FirstLoginValue,
  type LanguageUpdateValue,
  type UnreadCountValue,
} from '@portal/api';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { accountKind } from '../accounts/accountTypes';
import type { Account } from '../accounts/accounts';
import { runningPromotions, unreadMessageCount } from '../content/memberCounters';
import type { Platform } from '../context';
import { accounts } from '../db/schema';
import { ApiError } from '../http/apiError';
import { defineRoute } from '../http/defineRoute';
import { visitorOf } from '../http/visitor';
import { formatMinor, mainWallet } from '../ledger/ledger';
import { pick } from '../system/contentSettings';
import { siteLanguages } from '../system/siteLanguages';
import { readSetting } from '../system/siteSettings';

/** The member-centre calls: counters, consolidated data and funds, and the language preference. */
export function memberCentreRoutes(app: FastifyInstance, platform: Platform) {
  const { db, config } = platform;

  /** Trial accounts see neither messages nor consolidated data (spec sections 4 and 6). */
  const refuseTrial = (account: Account) => {
    if (accountKind(config, account.type) === 'trial') throw new ApiError('TRIAL_NOT_ALLOWED');
  };

  defineRoute(app, platform, {
    method: 'GET',
    url: paths.unreadCount,
    summary: "The member's unread platform messages (not for trial accounts)",
    tags: ['member'],
    auth: 'member',
    handler: async ({ member: { account } }): Promise<UnreadCountValue> => {
      refuseTrial(account);
      return { unreadCount: await unreadMessageCount(db, account.id) };
    },
  });

  defineRoute(app, platform, {
    method: 'GET',
    url: paths.consolidated,
    summary: 'The header counters: currency, country, unread messages, running promotions and VIP rank',
    tags: ['member'],
    auth: 'member',
    handler: async ({ member: { account }, request }): Promise<ConsolidatedValue> => {
      refuseTrial(account);
      const [site, countryCodes, vip, unread, promos] = await Promise.all([
        readSetting(db, 'site'),
        readSetting(db, 'countryCodes'),
        readSetting(db, 'vip'),
        unreadMessageCount(db, account.id),
        runningPromotions(db, platform.now()),
      ]);
      const byNumber = account.countryDialingCode
        ? countryCodes.find((entry) => entry.dialingCode.replace(/^\+/, '') === account.countryDialingCode)
        : undefined;
      const visitorCountry = visitorOf(request).country;
      const rank = vip.enabled ? vip.ranks.find((entry) => entry.level === account.vipLevel) : undefined;
      return {
        currencySymbol: site.currencySymbol,
        countryCode:
          byNumber?.countryCode ??
          (visitorCountry && /^[A-Z]{2}$/.test(visitorCountry)
            ? visitorCountry
            : countryCodes[0]?.countryCode) ??
          '',
        unreadMessage: unread,
        availablePromoCount: promos.count,
        availablePromo: { REFERRAL: { enabled: promos.referral } },
        hasVip: vip.enabled,
        vipLabelName: rank ? pick(rank.name, account.language) : '',
        vipRankLevel: rank ? rank.level : 0,
      };
    },
  });

  defineRoute(app, platform, {
    method: 'GET',
    url: paths.consolidatedFunds,
    summary: "The member's funds from the ledger: the main wallet (2 decimals and minor units)",
    tags: ['wallet'],
    auth: 'member',
    handler: async ({ member: { account } }): Promise<ConsolidatedFundsValue> => {
      const [wallet, site] = await Promise.all([
        mainWallet(db, account.id, account.currency),
        readSetting(db, 'site'),
      ]);
      return {
        balance: formatMinor(wallet.balance),
        balanceMinor: wallet.balance,
        currencySymbol: site.currencySymbol,
      };
    },
  });

  defineRoute(app, platform, {
    method: 'POST',
    url: paths.firstLogin,
    summary: "The first-login action: the portal has welcomed the account's first login",
    tags: ['member'],
    auth: 'member',
    handler: async ({ member: { account } }): Promise<FirstLoginValue> => {
      if (account.firstLoginAt) return { firstLoginAt: account.firstLoginAt.getTime() };
      const now = new Date(platform.now());
      // Only the first call stamps it: two tabs welcoming at once keep one time.
      const [stamped] = await db
        .update(accounts)
        .set({ firstLoginAt: now })
        .where(and(eq(accounts.id, account.id), isNull(accounts.firstLoginAt)))
        .returning({ firstLoginAt: accounts.firstLoginAt });
      if (stamped?.firstLoginAt) return { firstLoginAt: stamped.firstLoginAt.getTime() };
      const [kept] = await db
        .select({ firstLoginAt: accounts.firstLoginAt })
        .from(accounts)
        .where(eq(accounts.id, account.id));
      return { firstLoginAt: kept?.firstLoginAt?.getTime() ?? now.getTime() };
    },
  });

  defineRoute(app, platform, {
    method: 'POST',
    url: paths.memberLanguage,
    summary: "Sets the member's language (one of the site's languages)",
    tags: ['member'],
    auth: 'member',
    body: v.object({ language: v.picklist(siteLanguages, 'errors.badInput') }),
    handler: async ({ body, member: { account } }): Promise<LanguageUpdateValue> => {
      await db.update(accounts).set({ language: body.language }).where(eq(accounts.id, account.id));
      return { language: body.language };
    },
  });
}
