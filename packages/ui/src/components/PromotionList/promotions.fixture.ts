import { demoArt } from '../private/demoArt.fixture';
import type { PromotionItem } from './PromotionDialog';
import type { PromotionCategory } from './promotions';

type Language = 'en' | 'ar';

/** A fixed time zone, so the dates read the same on every machine. */
export const demoTimeZone = 'UTC';

const day = (month: number, date: number) => Date.UTC(2025, month - 1, date, 9);

export const demoCategories: Record<Language, PromotionCategory[]> = {
  en: [
    { code: 'NEW', name: 'New members' },
    { code: 'SLOTS', name: 'Slots' },
    { code: 'LIVE', name: 'Live casino' },
    { code: 'REFERRAL', name: 'Invite friends' },
  ],
  ar: [
    { code: 'NEW', name: 'الأعضاء الجدد' },
    { code: 'SLOTS', name: 'السلوتس' },
    { code: 'LIVE', name: 'الكازينو المباشر' },
    { code: 'REFERRAL', name: 'دعوة الأصدقاء' },
  ],
};

const copy = [
  {
    category: 'NEW',
    en: [
      'Welcome bonus 100%',
      'Double your first deposit up to 500, with a fair 20x wagering requirement.',
      '<h3>How it works</h3><p>Make your first deposit of <strong>50</strong> or more and we match it <strong>100%</strong>, up to 500.</p><ul><li>Wagering: 20 times the bonus.</li><li>Slots count 100%, table games 10%.</li><li>Valid for 30 days after it is credited.</li></ul><p>See the <a href="/help#term">general terms</a>.</p>',
    ],
    ar: [
      'مكافأة ترحيبية 100%',
      'ضاعف إيداعك الأول حتى 500، بشرط رهان عادل قدره 20 ضعفًا.',
      '<h3>كيف تعمل</h3><p>أودِع للمرة الأولى <strong>50</strong> أو أكثر ونضيف لك <strong>100%</strong> من قيمته، حتى 500.</p><ul><li>الرهان المطلوب: 20 ضعف المكافأة.</li><li>تُحتسب السلوتس بنسبة 100% وألعاب الطاولة بنسبة 10%.</li><li>صالحة لمدة 30 يومًا من إضافتها.</li></ul><p>راجع <a href="/help#term">الشروط العامة</a>.</p>',
    ],
    start: day(5, 1),
    end: day(5, 31),
  },
  {
    category: 'SLOTS',
    en: [
      'Slots tournament',
      'Every spin earns points. The top 100 players share a prize pool of 50,000.',
      '<p>Play any slot from our featured providers and climb the leaderboard.</p><ol><li>1 point for every 10 wagered.</li><li>The leaderboard refreshes every hour.</li><li>Prizes are paid within 48 hours of the end.</li></ol>',
    ],
    ar: [
      'بطولة السلوتس',
      'كل دورة تمنحك نقاطًا. يتقاسم أفضل 100 لاعب جوائز قيمتها 50,000.',
      '<p>العب أي لعبة سلوتس من مزوّدينا المميّزين وتقدّم في لوحة الصدارة.</p><ol><li>نقطة واحدة لكل 10 تراهن بها.</li><li>تُحدَّث لوحة الصدارة كل ساعة.</li><li>تُصرف الجوائز خلال 48 ساعة من انتهاء البطولة.</li></ol>',
    ],
    start: day(6, 1),
    end: day(6, 30),
  },
  {
    category: 'LIVE',
    en: [
      'Weekly cashback 10%',
      'Get 10% of your live casino losses back every Monday, with no wagering.',
      '<p>Cashback is worked out on your net live casino losses from Monday to Sunday and credited every Monday.</p><p><strong>No wagering</strong>: withdraw it or play on.</p>',
    ],
    ar: [
      'استرداد نقدي أسبوعي 10%',
      'استرد 10% من خسائرك في الكازينو المباشر كل يوم اثنين، دون شروط رهان.',
      '<p>يُحسب الاسترداد على صافي خسائرك في الكازينو المباشر من الاثنين إلى الأحد ويُضاف كل يوم اثنين.</p><p><strong>دون شروط رهان</strong>: اسحبه أو واصل اللعب.</p>',
    ],
    start: day(1, 6),
    end: null,
  },
  {
    category: 'REFERRAL',
    en: [
      'Invite a friend',
      'Share your link: when a friend makes a first deposit, you both get a bonus of 50.',
      '<p>Find your personal link under <strong>Invite friends</strong> in the member centre.</p><ul><li>Your friend must be new to the site.</li><li>The bonus is credited after their first deposit.</li></ul>',
    ],
    ar: [
      'ادعُ صديقًا',
      'شارك رابطك: عندما يودع صديقك للمرة الأولى تحصلان معًا على مكافأة قدرها 50.',
      '<p>ستجد رابطك الشخصي في <strong>دعوة الأصدقاء</strong> ضمن مركز الأعضاء.</p><ul><li>يجب أن يكون صديقك جديدًا على الموقع.</li><li>تُضاف المكافأة بعد إيداعه الأول.</li></ul>',
    ],
    start: day(3, 15),
    end: null,
  },
  {
    category: 'LIVE',
    en: [
      'Live casino nights',
      'Play blackjack or roulette after 8 pm and win seats at the high-roller table.',
      '<p>Every evening from 20:00, each 100 wagered at a live table earns a ticket for the nightly draw.</p>',
    ],
    ar: [
      'ليالي الكازينو المباشر',
      'العب البلاك جاك أو الروليت بعد الثامنة مساءً واربح مقعدًا على طاولة كبار اللاعبين.',
      '<p>كل مساء من الساعة 20:00، تمنحك كل 100 تراهن بها على طاولة مباشرة تذكرة في السحب الليلي.</p>',
    ],
    start: day(5, 10),
    end: day(8, 10),
  },
  {
    category: 'SLOTS',
    en: [
      'Free spins Friday',
      'Deposit on a Friday and collect up to 100 free spins on the game of the week.',
      '<p>Deposit 30 or more on a Friday for <strong>50 free spins</strong>, or 100 or more for <strong>100</strong>.</p>',
    ],
    ar: [
      'دورات مجانية كل جمعة',
      'أودِع يوم الجمعة واحصل على ما يصل إلى 100 دورة مجانية في لعبة الأسبوع.',
      '<p>أودِع 30 أو أكثر يوم الجمعة لتحصل على <strong>50 دورة مجانية</strong>، أو 100 أو أكثر لتحصل على <strong>100</strong>.</p>',
    ],
    start: day(4, 4),
    end: null,
  },
] as const;

/** The demo promotions in one language, with art drawn for its direction. */
export function demoPromotions(language: Language): PromotionItem[] {
  return copy.map((entry, index) => {
    const [title, summary, content] = entry[language];
    return {
      id: index + 1,
      category: entry.category,
      title,
      summary,
      content,
      imageUrl: demoArt({ seed: index, width: 800, height: 400, rtl: language === 'ar' }),
      startDate: entry.start,
      endDate: entry.end,
    };
  });
}
