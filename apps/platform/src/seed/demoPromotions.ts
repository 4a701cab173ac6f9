import type { Bilingual, PromotionCategorySetting } from '../system/contentSettings';

export interface PromotionSeed {
  id: number;
  category: string;
  sort: number;
  /** Days before the seed ran that it started. */
  startedDaysAgo: number;
  /** Days after the seed ran that it ends (negative: it has ended); null runs until further notice. */
  endsInDays: number | null;
  title: Bilingual;
  summary: Bilingual;
  /** HTML; sanitised again when stored. */
  content: Bilingual;
}

/** The promotion categories, in display order; REFERRAL enables the referral entry. */
export const demoPromotionCategories: PromotionCategorySetting[] = [
  { code: 'NEW_MEMBER', name: { en: 'New members', ar: 'الأعضاء الجدد' } },
  { code: 'DAILY', name: { en: 'Daily offers', ar: 'العروض اليومية' } },
  { code: 'REFERRAL', name: { en: 'Refer a friend', ar: 'ادعُ صديقًا' } },
];

/** Six running promotions, two per category, and one that has ended (not listed). */
export const demoPromotions: PromotionSeed[] = [
  {
    id: 1,
    category: 'NEW_MEMBER',
    sort: 1,
    startedDaysAgo: 30,
    endsInDays: 365,
    title: { en: 'Welcome bonus: 100% up to $200', ar: 'مكافأة الترحيب: 100% حتى 200 دولار' },
    summary: { en: 'Double your first deposit.', ar: 'ضاعف إيداعك الأول.' },
    content: {
      en:
        '<h3>How it works</h3><ol><li>Register and make a first deposit of $10 or more.</li>' +
        '<li>The bonus is credited at once: 100% of the deposit, up to $200.</li>' +
        '<li>Wager the deposit and the bonus 15 times within 30 days to withdraw them.</li></ol>' +
        '<p>One bonus per person, household and payment method.</p>',
      ar:
        '<h3>طريقة المشاركة</h3><ol><li>سجّل وأجرِ أول إيداع بقيمة 10 دولارات أو أكثر.</li>' +
        '<li>تُضاف المكافأة فورًا: 100% من قيمة الإيداع حتى 200 دولار.</li>' +
        '<li>راهن بقيمة الإيداع والمكافأة 15 مرة خلال 30 يومًا لتتمكّن من سحبهما.</li></ol>' +
        '<p>مكافأة واحدة لكل شخص وأسرة ووسيلة دفع.</p>',
    },
  },
  {
    id: 2,
    category: 'NEW_MEMBER',
    sort: 2,
    startedDaysAgo: 30,
    endsInDays: 365,
    title: { en: 'Free spins in your first week', ar: 'لفات مجانية في أسبوعك الأول' },
    summary: {
      en: '10 free spins a day for your first 7 days.',
      ar: '10 لفات مجانية يوميًا خلال أيامك السبعة الأولى.',
    },
    content: {
      en:
        '<p>Log in each day during your first week and find <strong>10 free spins</strong> waiting on a featured ' +
        'slot.</p><ul><li>Spins are valid for 24 hours.</li><li>Winnings are credited as a bonus with a 10x ' +
        'wagering requirement.</li></ul>',
      ar:
        '<p>سجّل دخولك كل يوم خلال أسبوعك الأول لتجد <strong>10 لفات مجانية</strong> بانتظارك على إحدى ' +
        'ألعاب السلوت المميزة.</p><ul><li>تبقى اللفات صالحة لمدة 24 ساعة.</li><li>تُضاف الأرباح كمكافأة ' +
        'يلزم المراهنة بقيمتها 10 مرات.</li></ul>',
    },
  },
  {
    id: 3,
    category: 'DAILY',
    sort: 1,
    startedDaysAgo: 14,
    endsInDays: 180,
    title: { en: 'Weekend reload: 25% up to $100', ar: 'مكافأة نهاية الأسبوع: 25% حتى 100 دولار' },
    summary: {
      en: 'Every Friday and Saturday on deposits of $20 or more.',
      ar: 'كل جمعة وسبت على الإيداعات بقيمة 20 دولارًا أو أكثر.',
    },
    content: {
      en:
        '<p>Deposit $20 or more on a Friday or a Saturday and receive a <strong>25% bonus up to $100</strong>, ' +
        'once per day.</p><p>The bonus must be wagered 10 times before withdrawal.</p>',
      ar:
        '<p>أودع 20 دولارًا أو أكثر يوم الجمعة أو السبت واحصل على <strong>مكافأة 25% حتى 100 دولار</strong>، ' +
        'مرة واحدة في اليوم.</p><p>يلزم المراهنة بقيمة المكافأة 10 مرات قبل السحب.</p>',
    },
  },
  {
    id: 4,
    category: 'DAILY',
    sort: 2,
    startedDaysAgo: 60,
    endsInDays: null,
    title: {
      en: 'Daily 5% cashback on live tables',
      ar: 'استرداد نقدي يومي 5% على الطاولات المباشرة',
    },
    summary: {
      en: 'Get back 5% of your net live-table losses every day.',
      ar: 'استرجع 5% من صافي خسائرك على الطاولات المباشرة كل يوم.',
    },
    content: {
      en:
        '<p>Every morning we credit <strong>5% of the previous day’s net losses</strong> on live tables, up to ' +
        '$500, with no wagering requirement.</p>',
      ar:
        '<p>كل صباح نضيف إلى رصيدك <strong>5% من صافي خسائر اليوم السابق</strong> على الطاولات المباشرة، ' +
        'بحد أقصى 500 دولار، ومن دون أي شرط للمراهنة.</p>',
    },
  },
  {
    id: 5,
    category: 'REFERRAL',
    sort: 1,
    startedDaysAgo: 90,
    endsInDays: null,
    title: { en: 'Invite a friend, you both get $10', ar: 'ادعُ صديقًا واحصلا معًا على 10 دولارات' },
    summary: {
      en: 'Share your link; a first deposit by your friend rewards you both.',
      ar: 'شارك رابطك، وعندما يودع صديقك لأول مرة تحصلان كلاكما على المكافأة.',
    },
    content: {
      en:
        '<ol><li>Copy your invitation link from <strong>Invite friends</strong>.</li>' +
        '<li>Your friend registers with it and deposits $20 or more.</li>' +
        '<li>You both receive $10, with no wagering requirement.</li></ol>',
      ar:
        '<ol><li>انسخ رابط الدعوة الخاص بك من صفحة <strong>دعوة الأصدقاء</strong>.</li>' +
        '<li>يسجّل صديقك عبر الرابط ويودع 20 دولارًا أو أكثر.</li>' +
        '<li>يحصل كلٌّ منكما على 10 دولارات من دون أي شرط للمراهنة.</li></ol>',
    },
  },
  {
    id: 6,
    category: 'REFERRAL',
    sort: 2,
    startedDaysAgo: 7,
    endsInDays: 23,
    title: {
      en: 'Referral leaderboard: $1,000 for the top 10',
      ar: 'لوحة صدارة الدعوات: 1,000 دولار لأفضل 10',
    },
    summary: {
      en: 'The ten members who invite the most friends this month share $1,000.',
      ar: 'يتقاسم الأعضاء العشرة الأكثر دعوةً للأصدقاء هذا الشهر 1,000 دولار.',
    },
    content: {
      en:
        '<p>Every friend who registers with your link and makes a deposit counts. The <strong>top 10</strong> ' +
        'at the end of the month share <strong>$1,000</strong>, paid within 3 days.</p>',
      ar:
        '<p>يُحتسب لك كل صديق يسجّل عبر رابطك ويجري إيداعًا. ويتقاسم <strong>أفضل 10 أعضاء</strong> في ' +
        'نهاية الشهر <strong>1,000 دولار</strong> تُصرف خلال 3 أيام.</p>',
    },
  },
  {
    id: 7,
    category: 'DAILY',
    sort: 3,
    startedDaysAgo: 45,
    endsInDays: -5,
    title: { en: 'Spring slots festival', ar: 'مهرجان السلوت الربيعي' },
    summary: { en: 'Double points on every slot spin.', ar: 'نقاط مضاعفة على كل لفة سلوت.' },
    content: {
      en: '<p>The spring festival has ended. Thank you to everyone who took part.</p>',
      ar: '<p>انتهى المهرجان الربيعي. شكرًا لكل من شارك معنا.</p>',
    },
  },
];
