import { betOutcomes, calls, incomePeriods, ledgerCategories } from '@portal/api';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { refuseTrial } from '../accounts/refuseTrial';
import type { Platform } from '../context';
import { defineRoute } from '../http/defineRoute';
import { betRecordRows, betRecords } from '../records/betRecords';
import { incomeOf } from '../records/income';
import { ledgerRecordRows, ledgerRecords, memberWalletId } from '../records/ledgerRecords';
import { betColumns, ledgerColumns } from '../records/recordColumns';
import { recordPeriod } from '../records/recordQuery';
import { allPages, sendCsv } from '../records/recordsCsv';
import { catalogueLanguage } from './catalogueLanguage';
import { pageQuery, periodQuery } from './recordSchemas';
import { languageQuery } from './routeSchemas';

/** A code as the catalogue writes it (a game type, a vendor, a wallet's name). */
const code = v.pipe(v.string('errors.badInput'), v.regex(/^[A-Za-z0-9_-]{1,40}$/, 'errors.badInput'));

const betFilters = {
  gameType: v.optional(code),
  vendor: v.optional(code),
  outcome: v.optional(v.picklist(betOutcomes, 'errors.badInput')),
};

const ledgerFilters = {
  wallet: v.optional(code, 'main'),
  category: v.optional(v.picklist(ledgerCategories, 'errors.badInput')),
};

/** An export's query: a page's filters, without the paging. */
const exportQuery = { ...periodQuery, language: languageQuery };

/**
 * The member's records (spec 2.6): the betting record, the account record (each with its CSV export) and
 * my income. Trial accounts have none (spec section 4), as every member-centre call refuses them.
 */
export function recordRoutes(app: FastifyInstance, platform: Platform) {
  const { db } = platform;

  defineRoute(app, platform, calls.betRecords, {
    query: v.object({ ...pageQuery, ...betFilters }),
    handler: async ({ query, request, member: { account } }) => {
      refuseTrial(platform.config, account);
      const { cursor, pageSize, language, from, to, ...filters } = query;
      const period = recordPeriod({ from, to }, platform.now());
      return betRecords(db, { accountId: account.id, currency: account.currency }, period, filters, {
        cursor,
        pageSize,
        language: await catalogueLanguage(db, request, language),
      });
    },
  });

  defineRoute(app, platform, calls.betRecordsExport, {
    query: v.object({ ...exportQuery, ...betFilters }),
    handler: async ({ query, request, reply, member: { account } }) => {
      refuseTrial(platform.config, account);
      const { language: asked, from, to, ...filters } = query;
      const period = recordPeriod({ from, to }, platform.now());
      const language = await catalogueLanguage(db, request, asked);
      return sendCsv(
        reply,
        `betting-record-${from}-${to}.csv`,
        betColumns(language),
        language,
        allPages((cursor, limit) =>
          betRecordRows(db, account.id, period, filters, { cursor, limit, language }),
        ),
      );
    },
  });

  defineRoute(app, platform, calls.ledgerRecords, {
    query: v.object({ ...pageQuery, ...ledgerFilters }),
    handler: async ({ query, request, member: { account } }) => {
      refuseTrial(platform.config, account);
      const { cursor, pageSize, language, from, to, ...filters } = query;
      const period = recordPeriod({ from, to }, platform.now());
      return ledgerRecords(db, { accountId: account.id, currency: account.currency }, period, filters, {
        cursor,
        pageSize,
        language: await catalogueLanguage(db, request, language),
      });
    },
  });

  defineRoute(app, platform, calls.ledgerRecordsExport, {
    query: v.object({ ...exportQuery, ...ledgerFilters }),
    handler: async ({ query, request, reply, member: { account } }) => {
      refuseTrial(platform.config, account);
      const { language: asked, from, to, wallet, category } = query;
      const period = recordPeriod({ from, to }, platform.now());
      const language = await catalogueLanguage(db, request, asked);
      const walletId = await memberWalletId(db, account.id, wallet);
      return sendCsv(
        reply,
        `account-record-${wallet}-${from}-${to}.csv`,
        ledgerColumns(language),
        language,
        allPages((cursor, limit) =>
          walletId === undefined
            ? Promise.resolve([])
            : ledgerRecordRows(db, walletId, period, category, { cursor, limit }),
        ),
      );
    },
  });

  defineRoute(app, platform, calls.income, {
    query: v.object({
      ...periodQuery,
      period: v.optional(v.picklist(incomePeriods, 'errors.badInput'), 'day'),
    }),
    handler: ({ query, member: { account } }) => {
      refuseTrial(platform.config, account);
      const range = recordPeriod(query, platform.now());
      return incomeOf(db, { accountId: account.id, currency: account.currency }, range, query.period);
    },
  });
}
