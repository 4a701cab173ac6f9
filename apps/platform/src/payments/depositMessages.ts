import type { Bilingual } from '../system/contentSettings';

/** The inbox messages the cashier sends (spec 2.6 messageV2: created by platform events). */
export const depositMessages = {
  approved: {
    title: { en: 'Deposit received', ar: 'تم استلام الإيداع' },
    content: {
      en: 'Your deposit of {amount} {currency} (reference {reference}) has been credited to your main wallet.',
      ar: 'أُضيف إيداعك بمبلغ {amount} {currency} (المرجع {reference}) إلى محفظتك الرئيسية.',
    },
  },
} satisfies Record<string, { title: Bilingual; content: Bilingual }>;
