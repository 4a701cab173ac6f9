import type { AnnouncementBoardItem } from './AnnouncementBoard';

/** Noon UTC of a day in 2025: the same calendar day in every zone from UTC-11 to UTC+11. */
const day = (month: number, date: number) => Date.UTC(2025, month - 1, date, 12);

type Copy = { title: string; content: string };

/** Demo announcements for stories and tests, in both languages, so each picture reads in its own. */
const copy: Record<'en' | 'ar', Copy[]> = {
  en: [
    {
      title: 'Scheduled maintenance on 18 June',
      content:
        '<p>The lobby will be unavailable on <strong>18 June from 02:00 to 04:00</strong> while we upgrade our servers.</p><ul><li>Your balance and open bets are safe.</li><li>Games in progress will be settled automatically.</li></ul><p>Thank you for your patience.</p>',
    },
    {
      title: 'Weekend deposit bonus: 20% up to 500',
      content:
        '<h3>How it works</h3><ol><li>Deposit 100 or more between Friday and Sunday.</li><li>The bonus is added within an hour.</li><li>Wager it 5 times before you withdraw.</li></ol><p onerror="alert(1)">Read the full <a href="#bonus-terms">bonus terms</a>.</p><script>alert(2)</script>',
    },
    {
      title: 'New live casino tables now open',
      content:
        '<p>Six new baccarat and roulette tables with Arabic-speaking dealers are live every evening from 18:00.</p>',
    },
    {
      title:
        'Important notice about verifying your account details before your next withdrawal, including your bank card and mobile number',
      content:
        '<p>To keep your winnings safe, we now confirm the bank card and mobile number on your account before the first withdrawal to a new card.</p><h4>What you need</h4><ul><li>A photo of the card with the middle digits covered</li><li>The code we send to your mobile number</li></ul><p>Most checks finish within 30 minutes.</p>',
    },
    {
      title: 'Daily cashback on slots',
      content: '<p>Get <strong>5%</strong> of your net slot losses back every day at 10:00.</p>',
    },
    { title: 'Updated withdrawal limits', content: '' },
    {
      title: 'Faster server lines in the Gulf region',
      content: '<p>Two new server lines cut loading times. Pick the fastest in <em>Server speed</em>.</p>',
    },
    {
      title: 'Play responsibly',
      content:
        '<p>Set a daily deposit limit from <strong>My account</strong>. Take a break whenever you need to.</p>',
    },
    {
      title: 'VIP programme: new monthly rewards',
      content: '<ul><li>Birthday bonus for every VIP level</li><li>Faster withdrawals from VIP 3</li></ul>',
    },
  ],
  ar: [
    {
      title: 'صيانة مجدولة يوم 18 يونيو',
      content:
        '<p>لن تكون الردهة متاحة يوم <strong>18 يونيو من الساعة 02:00 حتى 04:00</strong> أثناء تحديث الخوادم.</p><ul><li>رصيدك ورهاناتك المفتوحة في أمان.</li><li>تُسوّى الألعاب الجارية تلقائيًا.</li></ul><p>شكرًا لصبركم.</p>',
    },
    {
      title: 'مكافأة إيداع نهاية الأسبوع: 20% حتى 500',
      content:
        '<h3>كيف تعمل</h3><ol><li>أودِع 100 أو أكثر بين الجمعة والأحد.</li><li>تُضاف المكافأة خلال ساعة.</li><li>راهن بها 5 مرات قبل السحب.</li></ol><p onerror="alert(1)">اقرأ <a href="#bonus-terms">شروط المكافأة</a> كاملة.</p><script>alert(2)</script>',
    },
    {
      title: 'طاولات كازينو مباشر جديدة متاحة الآن',
      content: '<p>ست طاولات باكارات وروليت جديدة مع موزعين يتحدثون العربية، كل مساء من الساعة 18:00.</p>',
    },
    {
      title:
        'تنبيه مهم بشأن التحقق من بيانات حسابك قبل طلب السحب القادم، بما في ذلك البطاقة المصرفية ورقم الهاتف المحمول',
      content:
        '<p>حفاظًا على أرباحك، نتحقق الآن من البطاقة المصرفية ورقم الهاتف المحمول في حسابك قبل أول سحب إلى بطاقة جديدة.</p><h4>ما تحتاج إليه</h4><ul><li>صورة للبطاقة مع تغطية الأرقام الوسطى</li><li>الرمز الذي نرسله إلى هاتفك المحمول</li></ul><p>تنتهي معظم عمليات التحقق خلال 30 دقيقة.</p>',
    },
    {
      title: 'استرداد نقدي يومي على ألعاب السلوتس',
      content: '<p>استرد <strong>5%</strong> من صافي خسائرك في السلوتس كل يوم الساعة 10:00.</p>',
    },
    { title: 'تحديث حدود السحب', content: '' },
    {
      title: 'خطوط خوادم أسرع في منطقة الخليج',
      content: '<p>خطّا خوادم جديدان يقلّلان زمن التحميل. اختر الأسرع من <em>سرعة الخادم</em>.</p>',
    },
    {
      title: 'العب بمسؤولية',
      content: '<p>حدّد سقفًا يوميًا للإيداع من <strong>حسابي</strong>، وخذ استراحة متى احتجت إليها.</p>',
    },
    {
      title: 'برنامج VIP: مكافآت شهرية جديدة',
      content: '<ul><li>مكافأة عيد ميلاد لكل مستويات VIP</li><li>سحب أسرع بدءًا من المستوى VIP 3</li></ul>',
    },
  ],
};

const dates = [
  day(6, 16),
  day(6, 13),
  day(6, 11),
  day(6, 9),
  day(6, 5),
  day(6, 2),
  day(5, 28),
  day(5, 20),
  day(5, 12),
];

/** A page of 9 demo announcements (the spec's page size); later pages reuse the copy, older and renumbered. */
export function demoAnnouncements(locale: unknown, page = 1): AnnouncementBoardItem[] {
  const texts = locale === 'en' ? copy.en : copy.ar;
  return texts.map((text, index) => ({
    id: (page - 1) * 9 + index + 1,
    title: text.title,
    content: text.content,
    startDate: dates[index]! - (page - 1) * 40 * 24 * 60 * 60 * 1000,
  }));
}

/** The demo announcement with a long title. */
export const longTitleId = 4;
/** The demo announcement whose HTML carries a script and an `onerror` handler. */
export const unsafeContentId = 2;
/** The demo announcement without content. */
export const noContentId = 6;
