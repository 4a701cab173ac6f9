import type { BannerGroup, BannerLinkageType } from '@portal/api';
import type { Bilingual } from '../system/contentSettings';

export interface BannerSeed {
  id: number;
  groupName: BannerGroup;
  sort: number;
  /** Both titles are drawn on the image; the call answers the one of the asked language. */
  title: Bilingual;
  linkageType: BannerLinkageType;
  /** A portal path or https URL, a promotion id or a game code. */
  linkage: string;
}

/** The demo brand's banners, at least one in every group. */
export const demoBanners: BannerSeed[] = [
  {
    id: 1,
    groupName: 'w_home',
    sort: 1,
    title: { en: 'Welcome bonus: 100% up to $200', ar: 'مكافأة الترحيب: 100% حتى 200 دولار' },
    linkageType: 'PROMOTION',
    linkage: '1',
  },
  {
    id: 2,
    groupName: 'w_home',
    sort: 2,
    title: { en: 'Live tables, open around the clock', ar: 'طاولات مباشرة على مدار الساعة' },
    linkageType: 'URL',
    linkage: '/live',
  },
  {
    id: 3,
    groupName: 'w_home',
    sort: 3,
    title: { en: 'Take the casino with you: get the app', ar: 'الكازينو في جيبك: حمّل التطبيق' },
    linkageType: 'URL',
    linkage: '/down',
  },
  {
    id: 4,
    groupName: 'w_login',
    sort: 1,
    title: { en: 'Good to see you again', ar: 'سعداء بعودتك' },
    linkageType: 'NONE',
    linkage: '',
  },
  {
    id: 5,
    groupName: 'w_register',
    sort: 1,
    title: { en: 'Join today and claim your welcome bonus', ar: 'انضم اليوم واحصل على مكافأة الترحيب' },
    linkageType: 'PROMOTION',
    linkage: '1',
  },
  {
    id: 6,
    groupName: 'w_leftmenu',
    sort: 1,
    title: { en: 'Invite friends: $10 for each of you', ar: 'ادعُ أصدقاءك: 10 دولارات لكلٍّ منكما' },
    linkageType: 'PROMOTION',
    linkage: '5',
  },
  {
    id: 7,
    groupName: 'w_leftmenu',
    sort: 2,
    title: { en: 'Daily lottery draws', ar: 'سحوبات اليانصيب اليومية' },
    linkageType: 'GAME',
    linkage: 'LOTT',
  },
  {
    id: 8,
    groupName: 'w_forget',
    sort: 1,
    title: { en: 'We will have you back in no time', ar: 'سنعيدك إلى حسابك في لحظات' },
    linkageType: 'NONE',
    linkage: '',
  },
];
