import type { Bilingual } from '../system/contentSettings';

export interface InboxMessageSeed {
  /** The message's reference, so a re-run seed never sends it twice. */
  reference: string;
  /** Hours before the seed ran that it was sent. */
  hoursAgo: number;
  read: boolean;
  title: Bilingual;
  content: Bilingual;
}

/** The demo member's platform messages (in the member's language): three unread, one read. */
export const demoInboxMessages: InboxMessageSeed[] = [
  {
    reference: 'seed:welcome',
    hoursAgo: 72,
    read: true,
    title: { en: 'Welcome to Royal Portal', ar: 'أهلًا بك في رويال بورتال' },
    content: {
      en:
        'Your account is ready. Visit the promotions page to claim your welcome bonus, and add your mobile ' +
        'number in My account to keep your account safe.',
      ar:
        'حسابك جاهز. زر صفحة العروض للحصول على مكافأة الترحيب، وأضف رقم جوالك من صفحة حسابي للحفاظ ' +
        'على أمان حسابك.',
    },
  },
  {
    reference: 'seed:vip-silver',
    hoursAgo: 30,
    read: false,
    title: { en: 'You have reached VIP Silver', ar: 'وصلت إلى المستوى الفضي في برنامج VIP' },
    content: {
      en: 'Thank you for playing with us. As a Silver member you enjoy faster withdrawals and a weekly cashback.',
      ar: 'شكرًا لأنك تلعب معنا. بصفتك عضوًا فضيًا، تستمتع بسحب أسرع واسترداد نقدي أسبوعي.',
    },
  },
  {
    reference: 'seed:weekend-bonus',
    hoursAgo: 20,
    read: false,
    title: { en: 'Your weekend reload bonus is waiting', ar: 'مكافأة نهاية الأسبوع بانتظارك' },
    content: {
      en: 'Deposit $20 or more on Friday or Saturday to receive a 25% bonus up to $100.',
      ar: 'أودع 20 دولارًا أو أكثر يوم الجمعة أو السبت لتحصل على مكافأة 25% حتى 100 دولار.',
    },
  },
  {
    reference: 'seed:security',
    hoursAgo: 2,
    read: false,
    title: { en: 'Security reminder', ar: 'تذكير أمني' },
    content: {
      en:
        'We will never ask for your password or a verification code. If anyone does, please report it to ' +
        'customer service.',
      ar: 'لن نطلب منك أبدًا كلمة المرور أو رمز التحقق. وإذا طلبها منك أحد، فيرجى إبلاغ خدمة العملاء.',
    },
  },
];
