import type { NoticeType } from '@portal/api';
import type { Bilingual } from '../system/contentSettings';

export interface NoticeSeed {
  id: number;
  type: NoticeType;
  sort: number;
  title: Bilingual;
  /** HTML, for notices with more than a title. */
  content?: Bilingual;
}

/** The demo brand's notices: the marquee ('banner'), player notices, the popup and promotion notices. */
export const demoNotices: NoticeSeed[] = [
  {
    id: 1,
    type: 'banner',
    sort: 1,
    title: {
      en: 'Weekend reload bonus: 25% up to $100 every Friday and Saturday.',
      ar: 'مكافأة نهاية الأسبوع: 25% حتى 100 دولار كل جمعة وسبت.',
    },
  },
  {
    id: 2,
    type: 'banner',
    sort: 2,
    title: {
      en: 'Scheduled maintenance on Tuesday from 02:00 to 04:00 (GMT+3).',
      ar: 'صيانة مجدولة يوم الثلاثاء من الساعة 02:00 حتى 04:00 بتوقيت GMT+3.',
    },
  },
  {
    id: 3,
    type: 'player',
    sort: 1,
    title: {
      en: 'Bank transfer withdrawals now arrive within 30 minutes on average.',
      ar: 'تصل عمليات السحب بالتحويل البنكي الآن خلال 30 دقيقة في المتوسط.',
    },
    content: {
      en: '<p>Withdrawals by local bank transfer are paid every day of the week, holidays included.</p>',
      ar: '<p>تُصرف طلبات السحب بالتحويل البنكي المحلي طوال أيام الأسبوع، بما فيها أيام العطل.</p>',
    },
  },
  {
    id: 4,
    type: 'player',
    sort: 2,
    title: {
      en: 'Our staff never ask for your password or a verification code.',
      ar: 'لا يطلب موظفونا أبدًا كلمة المرور أو رمز التحقق.',
    },
  },
  {
    id: 5,
    type: 'popup',
    sort: 1,
    title: { en: 'A welcome bonus for new members', ar: 'مكافأة ترحيبية للأعضاء الجدد' },
    content: {
      en: '<p>Make your first deposit and receive a <strong>100% bonus up to $200</strong>.</p>',
      ar: '<p>أجرِ إيداعك الأول واحصل على <strong>مكافأة 100% حتى 200 دولار</strong>.</p>',
    },
  },
  {
    id: 6,
    type: 'promotion',
    sort: 1,
    title: {
      en: 'Invite a friend: you both receive $10.',
      ar: 'ادعُ صديقًا واحصلا معًا على 10 دولارات.',
    },
  },
  {
    id: 7,
    type: 'promotion',
    sort: 2,
    title: {
      en: 'Daily 5% cashback on live tables.',
      ar: 'استرداد نقدي يومي بنسبة 5% على الطاولات المباشرة.',
    },
  },
];
