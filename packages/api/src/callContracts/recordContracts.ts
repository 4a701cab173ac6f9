import type { CallContracts } from './CallContract';
import type * as calls from '../calls/recordCalls';

/** What the record calls take and answer, for the platform and the OpenAPI document. */
export const recordContracts = {
  betRecords: {
    summary:
      "The member's rounds in a period, newest first, a page at a time, with the totals of every round the filters select",
    tags: ['member'],
    refusals: ['TRIAL_NOT_ALLOWED'],
  },
  betRecordsExport: {
    summary:
      'Every round the filters select, as CSV (the betting record’s columns, in the member’s language)',
    tags: ['member'],
    refusals: ['TRIAL_NOT_ALLOWED'],
  },
  ledgerRecords: {
    summary:
      "The ledger entries of one of the member's wallets in a period, newest first, with the totals of every entry the filters select",
    tags: ['member'],
    refusals: ['TRIAL_NOT_ALLOWED'],
  },
  ledgerRecordsExport: {
    summary: 'Every ledger entry the filters select, as CSV',
    tags: ['member'],
    refusals: ['TRIAL_NOT_ALLOWED'],
  },
  income: {
    summary:
      "The member's game result and net deposits per day, week or month of a period, every period listed",
    tags: ['member'],
    refusals: ['TRIAL_NOT_ALLOWED'],
  },
} satisfies CallContracts<typeof calls>;
