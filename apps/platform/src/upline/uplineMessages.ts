import type { Bilingual } from '../system/contentSettings';

/**
 * The inbox messages of a transfer to upline (spec 2.6 messageV2: created by platform events), one to each
 * side: the member who sent it and the agent who received it.
 */
export const uplineMessages = {
  sent: {
    title: { en: 'Transfer to your agent sent', ar: 'تم إرسال التحويل إلى وكيلك' },
    content: {
      en: 'You sent {amount} {currency} from your main wallet to your agent {agent} (reference {reference}). If you did not make this transfer, contact customer service at once.',
      ar: 'أرسلت {amount} {currency} من محفظتك الرئيسية إلى وكيلك {agent} (المرجع {reference}). إن لم تقم بهذا التحويل، فتواصل مع خدمة العملاء فورًا.',
    },
  },
  received: {
    title: { en: 'Transfer received from a member', ar: 'تم استلام تحويل من أحد الأعضاء' },
    content: {
      en: 'Your member {member} sent {amount} {currency} to your main wallet (reference {reference}).',
      ar: 'أرسل عضوك {member} مبلغ {amount} {currency} إلى محفظتك الرئيسية (المرجع {reference}).',
    },
  },
  /** Before the member's note, on a line of its own in the agent's message. */
  note: { en: 'Their note:', ar: 'ملاحظته:' },
} satisfies Record<string, Bilingual | { title: Bilingual; content: Bilingual }>;
