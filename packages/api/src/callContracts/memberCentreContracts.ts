import type { CallContracts } from './CallContract';
import type * as calls from '../calls/memberCentreCalls';

/** What the memberCentre calls take and answer, for the platform and the OpenAPI document. */
export const memberCentreContracts = {
  unreadCount: {
    summary: "The member's unread platform messages (not for trial accounts)",
    tags: ['member'],
    refusals: ['TRIAL_NOT_ALLOWED'],
  },
  consolidated: {
    summary: 'The header counters: currency, country, unread messages, running promotions and VIP rank',
    tags: ['member'],
    refusals: ['TRIAL_NOT_ALLOWED'],
  },
  consolidatedFunds: {
    summary: "The member's funds from the ledger: the main wallet (2 decimals and minor units)",
    tags: ['wallet'],
  },
  firstLogin: {
    summary: "The first-login action: the portal has welcomed the account's first login",
    tags: ['member'],
  },
  memberLanguage: {
    summary: "Sets the member's language (one of the site's languages)",
    tags: ['member'],
  },
} satisfies CallContracts<typeof calls>;
