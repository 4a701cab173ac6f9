import type { LobbyMessages } from './en';

/** The Arabic catalogue of `@portal/lobby` (namespace `lobby`). */
export const ar: LobbyMessages = {
  'category.HOME': 'الرئيسية',
  'category.HOT': 'الأكثر رواجًا',
  'category.FAV': 'المفضلة',
  'category.RECENT': 'الأخيرة',
  'category.RNG': 'السلوتس',
  'category.LIVE': 'الكازينو المباشر',
  'category.FISH': 'صيد السمك',
  'category.PVP': 'البوكر',
  'category.SPORTS': 'الرياضة',
  'category.ESPORTS': 'الرياضات الإلكترونية',
  'category.LOTT': 'اليانصيب',
  'category.ELOTT': 'اليانصيب الإلكتروني',
  'category.COCKFIGHT': 'صراع الديكة',
  'category.PROMO': 'العروض',
  'category.SEARCH': 'البحث',
};
