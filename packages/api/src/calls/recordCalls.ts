/** The member's record calls (their documentation: `@portal/api/contract`). */
import { defineCall } from '../call';
import type {
  BetRecordsQuery,
  BetRecordsValue,
  IncomeQuery,
  IncomeValue,
  LedgerRecordsQuery,
  LedgerRecordsValue,
} from '../contract/records';
import { memberPaths } from '../memberPaths';

export const betRecords = defineCall<BetRecordsQuery, BetRecordsValue>()({
  name: 'betRecords',
  method: 'GET',
  path: memberPaths.betRecords,
  auth: 'member',
});

/** Every round the filters select, as CSV (`client.download`): the same filters, no paging. */
export const betRecordsExport = defineCall<Omit<BetRecordsQuery, 'cursor' | 'pageSize'>, Blob>()({
  name: 'betRecordsExport',
  method: 'GET',
  path: memberPaths.betRecordsExport,
  auth: 'member',
  produces: 'text/csv',
});

export const ledgerRecords = defineCall<LedgerRecordsQuery, LedgerRecordsValue>()({
  name: 'ledgerRecords',
  method: 'GET',
  path: memberPaths.ledgerRecords,
  auth: 'member',
});

/** Every entry the filters select, as CSV (`client.download`). */
export const ledgerRecordsExport = defineCall<Omit<LedgerRecordsQuery, 'cursor' | 'pageSize'>, Blob>()({
  name: 'ledgerRecordsExport',
  method: 'GET',
  path: memberPaths.ledgerRecordsExport,
  auth: 'member',
  produces: 'text/csv',
});

export const income = defineCall<IncomeQuery, IncomeValue>()({
  name: 'income',
  method: 'GET',
  path: memberPaths.income,
  auth: 'member',
});
