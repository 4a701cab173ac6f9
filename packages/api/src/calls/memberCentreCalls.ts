/** The memberCentre calls of the platform contract (their schemas and documentation: `@portal/api/contract`). */
import { defineCall } from '../call';
import type {
  ConsolidatedFundsValue,
  ConsolidatedValue,
  FirstLoginValue,
  LanguageUpdateRequest,
  LanguageUpdateValue,
  UnreadCountValue,
} from '../contract/memberCentre';
import { paths } from '../paths';

export const unreadCount = defineCall<void, UnreadCountValue>()({
  name: 'unreadCount',
  method: 'GET',
  path: paths.unreadCount,
  auth: 'member',
});

export const consolidated = defineCall<void, ConsolidatedValue>()({
  name: 'consolidated',
  method: 'GET',
  path: paths.consolidated,
  auth: 'member',
});

export const consolidatedFunds = defineCall<void, ConsolidatedFundsValue>()({
  name: 'consolidatedFunds',
  method: 'GET',
  path: paths.consolidatedFunds,
  auth: 'member',
});

export const firstLogin = defineCall<Record<string, never>, FirstLoginValue>()({
  name: 'firstLogin',
  method: 'POST',
  path: paths.firstLogin,
  auth: 'member',
});

export const memberLanguage = defineCall<LanguageUpdateRequest, LanguageUpdateValue>()({
  name: 'memberLanguage',
  method: 'POST',
  path: paths.memberLanguage,
  auth: 'member',
});
