import type { GameType } from '@portal/api';
import type { Bilingual } from '../system/contentSettings';

/** The title of each game type's lane and menu entry (spec 2.3's home sections). */
export const gameTypeTitles: Record<GameType, Bilingual> = {
  RNG: { en: 'Slots', ar: 'السلوتس' },
  LIVE: { en: 'Live Casino', ar: 'الكازينو المباشر' },
  FISH: { en: 'Fishing', ar: 'صيد الأسماك' },
  PVP: { en: 'Poker', ar: 'البوكر' },
  SPORTS: { en: 'Sports', ar: 'الرياضة' },
  ESPORTS: { en: 'E-Sports', ar: 'الرياضات الإلكترونية' },
  ELOTT: { en: 'E-Lottery', ar: 'اليانصيب الإلكتروني' },
  LOTT: { en: 'Lottery', ar: 'اليانصيب' },
  COCKFIGHT: { en: 'Cockfight', ar: 'صراع الديوك' },
};
