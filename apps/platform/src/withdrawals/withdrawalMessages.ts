import type { Bilingual } from '../system/contentSettings';

/** The inbox messages of withdrawals and their secrets (spec 2.6 messageV2: created by platform events). */
export const withdrawalMessages = {
  paymentPasswordSet: {
    title: { en: 'Payment password set', ar: 'تم تعيين كلمة مرور الدفع' },
    content: {
      en: 'A payment password now protects your withdrawals. If you did not set it, contact customer service at once.',
      ar: 'أصبحت كلمة مرور الدفع تحمي عمليات السحب الخاصة بك. إن لم تقم بتعيينها، فتواصل مع خدمة العملاء فورًا.',
    },
  },
  paymentPasswordChanged: {
    title: { en: 'Payment password changed', ar: 'تم تغيير كلمة مرور الدفع' },
    content: {
      en: 'Your payment password has been changed. If you did not change it, contact customer service at once.',
      ar: 'تم تغيير كلمة مرور الدفع الخاصة بك. إن لم تقم بتغييرها، فتواصل مع خدمة العملاء فورًا.',
    },
  },
  payoutAccountBound: {
    title: { en: 'Payout account added', ar: 'تمت إضافة حساب استلام' },
    content: {
      en: 'The account {account} can now receive your withdrawals. If you did not add it, contact customer service at once.',
      ar: 'يمكن للحساب {account} الآن استلام مبالغ السحب. إن لم تقم بإضافته، فتواصل مع خدمة العملاء فورًا.',
    },
  },
  paid: {
    title: { en: 'Withdrawal paid', ar: 'تم دفع مبلغ السحب' },
    content: {
      en: 'Your withdrawal of {amount} {currency} (reference {reference}) has been paid to {account}. Please confirm you received it.',
      ar: 'تم دفع مبلغ السحب {amount} {currency} (المرجع {reference}) إلى {account}. يرجى تأكيد استلامه.',
    },
  },
  rejected: {
    title: { en: 'Withdrawal declined', ar: 'تم رفض طلب السحب' },
    content: {
      en: 'Your withdrawal of {amount} {currency} (reference {reference}) was declined and the amount is back in your main wallet.',
      ar: 'تم رفض طلب السحب بمبلغ {amount} {currency} (المرجع {reference}) وأُعيد المبلغ إلى محفظتك الرئيسية.',
    },
  },
} satisfies Record<string, { title: Bilingual; content: Bilingual }>;

/** A message's text with its {placeholders} filled. */
export const fillMessage = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
