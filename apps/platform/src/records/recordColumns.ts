import type { BetOutcome, LedgerCategory } from '@portal/api';
import type { Bilingual } from '../system/contentSettings';
import { pick } from '../system/contentSettings';
import type { betRecordRows } from './betRecords';
import type { ledgerRecordRows } from './ledgerRecords';
import { csvMoney, type CsvColumn } from './recordsCsv';

type BetRow = Awaited<ReturnType<typeof betRecordRows>>[number];
type LedgerRow = Awaited<ReturnType<typeof ledgerRecordRows>>[number];

const outcomes: Record<BetOutcome, Bilingual> = {
  won: { en: 'Won', ar: 'ربح' },
  lost: { en: 'Lost', ar: 'خسارة' },
  even: { en: 'Even', ar: 'تعادل' },
};

/** The ledger kinds' names (`ledgerKinds`); a kind not named here reads as its category. */
const kinds: Record<string, Bilingual> = {
  deposit: { en: 'Deposit', ar: 'إيداع' },
  'withdrawal-hold': { en: 'Withdrawal held', ar: 'حجز السحب' },
  'withdrawal-payout': { en: 'Withdrawal paid', ar: 'دفع السحب' },
  'withdrawal-return': { en: 'Withdrawal returned', ar: 'إرجاع السحب' },
  'wallet-transfer': { en: 'Wallet transfer', ar: 'تحويل بين المحافظ' },
  'wallet-recall': { en: 'Recall to main wallet', ar: 'استرجاع إلى المحفظة الرئيسية' },
  'game-round': { en: 'Game round', ar: 'جولة لعب' },
  'seed-credit': { en: 'Opening balance', ar: 'رصيد افتتاحي' },
  'sandbox-deposit': { en: 'Sandbox credit', ar: 'إضافة تجريبية' },
  'sandbox-withdraw': { en: 'Sandbox debit', ar: 'خصم تجريبي' },
  'upline-transfer-out': { en: 'Transfer to your agent', ar: 'تحويل إلى وكيلك' },
  'upline-transfer-in': { en: 'Transfer from a member', ar: 'تحويل من عضو' },
};

const categories: Record<LedgerCategory, Bilingual> = {
  deposit: { en: 'Deposit', ar: 'إيداع' },
  withdrawal: { en: 'Withdrawal', ar: 'سحب' },
  transfer: { en: 'Transfer', ar: 'تحويل' },
  game: { en: 'Game', ar: 'لعب' },
  adjustment: { en: 'Adjustment', ar: 'تسوية' },
};

/** The betting record's export: the screen's columns, times in UTC (ISO 8601), amounts with 2 decimals. */
export const betColumns = (language: 'ar' | 'en'): CsvColumn<BetRow>[] => [
  { en: 'Time (UTC)', ar: 'الوقت (UTC)', cell: (row) => row.createdAt },
  { en: 'Round', ar: 'الجولة', cell: (row) => row.id },
  { en: 'Game', ar: 'اللعبة', cell: (row) => row.gameName },
  { en: 'Game type', ar: 'نوع اللعبة', cell: (row) => row.gameTypeName },
  { en: 'Vendor', ar: 'المزوّد', cell: (row) => row.vendorName },
  { en: 'Stake', ar: 'الرهان', cell: (row) => csvMoney(row.stakeMinor) },
  { en: 'Payout', ar: 'الدفع', cell: (row) => csvMoney(row.payoutMinor) },
  { en: 'Net', ar: 'الصافي', cell: (row) => csvMoney(row.netMinor) },
  { en: 'Result', ar: 'النتيجة', cell: (row) => pick(outcomes[row.outcome], language) },
  { en: 'Balance after', ar: 'الرصيد بعد', cell: (row) => csvMoney(row.balanceAfterMinor) },
];

/** The account record's export. */
export const ledgerColumns = (language: 'ar' | 'en'): CsvColumn<LedgerRow>[] => [
  { en: 'Time (UTC)', ar: 'الوقت (UTC)', cell: (row) => row.createdAt },
  { en: 'Entry', ar: 'القيد', cell: (row) => row.id },
  {
    en: 'Type',
    ar: 'النوع',
    cell: (row) => pick(kinds[row.kind] ?? categories[row.category], language),
  },
  { en: 'Amount', ar: 'المبلغ', cell: (row) => csvMoney(row.amountMinor) },
  { en: 'Balance before', ar: 'الرصيد قبل', cell: (row) => csvMoney(row.balanceBeforeMinor) },
  { en: 'Balance after', ar: 'الرصيد بعد', cell: (row) => csvMoney(row.balanceAfterMinor) },
  { en: 'Reference', ar: 'المرجع', cell: (row) => row.reference ?? '' },
];
