import {
  calls,
  type ConsolidatedFundsValue,
  type ConsolidatedValue,
  type FirstLoginValue,
  type LanguageUpdateValue,
  type UnreadCountValue,
} from '@portal/api';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { accountKind } from '../accounts/accountTypes';
import type { Account } from '../accounts/accounts';
import { setAccountLanguage } from '../accounts/setAccountLanguage';
import { stampFirstLogin } from '../accounts/stampFirstLogin';
import { runningPromotions, unreadMessageCount } from '../content/memberCounters';
import type { Platform } from '../context';
import { ApiError } from '../failures/ApiError';
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

  defineRoute(app, platform, calls.unreadCount, {
    handler: async ({ member: { account } }): Promise<UnreadCountValue> => {
      refuseTrial(account);
      return { unreadCount: await unreadMessageCount(db, account.id) };
    },
  });

  defineRoute(app, platform, calls.consolidated, {
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

  defineRoute(app, platform, calls.consolidatedFunds, {
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

  defineRoute(app, platform, calls.firstLogin, {
    handler: async ({ member: { account } }): Promise<FirstLoginValue> => {
      if (account.firstLoginAt) return { firstLoginAt: account.firstLoginAt.getTime() };
      const firstLoginAt = await stampFirstLogin(db, account.id, new Date(platform.now()));
      return { firstLoginAt: firstLoginAt.getTime() };
    },
  });

  defineRoute(app, platform, calls.memberLanguage, {
    body: v.object({ language: v.picklist(siteLanguages, 'errors.badInput') }),
    handler: async ({ body, member: { account } }): Promise<LanguageUpdateValue> => {
      await setAccountLanguage(db, account.id, body.language);
      return { language: body.language };
    },
  });
}
