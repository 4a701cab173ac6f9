import type { VipSetting } from '../system/contentSettings';

/** The demo brand's VIP programme: on, five ranks. */
export const demoVip: VipSetting = {
  enabled: true,
  ranks: [
    { level: 1, name: { en: 'Bronze', ar: 'برونزي' } },
    { level: 2, name: { en: 'Silver', ar: 'فضي' } },
    { level: 3, name: { en: 'Gold', ar: 'ذهبي' } },
    { level: 4, name: { en: 'Platinum', ar: 'بلاتيني' } },
    { level: 5, name: { en: 'Diamond', ar: 'ماسي' } },
  ],
};
