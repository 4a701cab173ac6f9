import type { LotteryGroupCode } from '../games/lotteryEngine';
import type { Bilingual } from '../system/contentSettings';

/** The category names of the lottery menus (their art is the lobby's, by code). */
export const lotteryGroupTitles: Record<LotteryGroupCode, Bilingual> = {
  '11X5': { en: '11 choose 5', ar: '11 اختر 5' },
  LF: { en: 'Daily draws', ar: 'السحوبات اليومية' },
  LHC: { en: 'Mark Six', ar: 'مارك سكس' },
  PK10: { en: 'PK10 racing', ar: 'سباق PK10' },
  SSC: { en: 'Time lotteries', ar: 'يانصيب الوقت' },
};
