import type { OfficialContactSetting } from '../system/contentSettings';

/** The brand's official Telegram handles and WhatsApp numbers (those of the site's resources and customer service). */
export const demoOfficialContacts: OfficialContactSetting[] = [
  { channel: 'TELEGRAM', handle: 'portaldemo_support', name: { en: 'Customer service', ar: 'خدمة العملاء' } },
  { channel: 'TELEGRAM', handle: 'portaldemo', name: { en: 'Official channel', ar: 'القناة الرسمية' } },
  { channel: 'TELEGRAM', handle: 'portaldemo_news', name: { en: 'News channel', ar: 'قناة الأخبار' } },
  {
    channel: 'WHATSAPP',
    handle: '15550100123',
    name: { en: 'WhatsApp customer service', ar: 'خدمة العملاء عبر واتساب' },
  },
];
