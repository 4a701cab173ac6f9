import type { AnnouncementExecution, AnnouncementType } from '@portal/api';
import type { Bilingual } from '../system/contentSettings';

export interface AnnouncementSeed {
  id: number;
  type: AnnouncementType;
  /** A logged in, B logged out, F first login. */
  execution: AnnouncementExecution;
  /** How many days before the seed ran it started; negative ones start later (not listed until then). */
  daysAgo: number;
  title: Bilingual;
  /** HTML; sanitised again when stored. */
  content: Bilingual;
}

/** The demo brand's announcements: 11 published (two pages of 9) and one scheduled. */
export const demoAnnouncements: AnnouncementSeed[] = [
  {
    id: 1,
    type: 'B',
    execution: 'B',
    daysAgo: 1,
    title: { en: 'Welcome to Royal Portal', ar: 'أهلًا بك في رويال بورتال' },
    content: {
      en:
        '<p>Thousands of games, live tables and sports, in Arabic and English. <strong>Create your account in a ' +
        'minute</strong> and claim the new member bonus on your first deposit.</p>' +
        '<ul><li>Fast deposits and withdrawals</li><li>Customer service around the clock</li></ul>',
      ar:
        '<p>آلاف الألعاب والطاولات المباشرة والرياضات، بالعربية والإنجليزية. <strong>أنشئ حسابك في دقيقة ' +
        'واحدة</strong> واحصل على مكافأة العضو الجديد مع أول إيداع.</p>' +
        '<ul><li>إيداع وسحب سريعان</li><li>خدمة عملاء على مدار الساعة</li></ul>',
    },
  },
  {
    id: 2,
    type: 'PR',
    execution: 'A',
    daysAgo: 2,
    title: { en: 'Weekend reload bonus: 25% up to $100', ar: 'مكافأة نهاية الأسبوع: 25% حتى 100 دولار' },
    content: {
      en:
        '<p>Every Friday and Saturday, deposit $20 or more and receive a <strong>25% bonus up to $100</strong>.</p>' +
        '<p>The bonus is credited automatically and must be wagered 10 times before withdrawal. See the ' +
        '<a href="https://www.portal.example/promotions">promotions page</a> for the full terms.</p>',
      ar:
        '<p>كل جمعة وسبت، أودع 20 دولارًا أو أكثر واحصل على <strong>مكافأة 25% حتى 100 دولار</strong>.</p>' +
        '<p>تُضاف المكافأة تلقائيًا، ويلزم المراهنة بقيمتها 10 مرات قبل السحب. اطّلع على الشروط كاملة في ' +
        '<a href="https://www.portal.example/promotions">صفحة العروض</a>.</p>',
    },
  },
  {
    id: 3,
    type: 'PL',
    execution: 'A',
    daysAgo: 3,
    title: { en: 'Scheduled maintenance on Tuesday', ar: 'صيانة مجدولة يوم الثلاثاء' },
    content: {
      en:
        '<p>To improve our service, the site will be under maintenance on <strong>Tuesday from 02:00 to 04:00 ' +
        '(GMT+3)</strong>.</p><p>Your balance is safe, and games in progress are settled before the maintenance ' +
        'starts. Thank you for your patience.</p>',
      ar:
        '<p>لتحسين خدماتنا، سيخضع الموقع للصيانة <strong>يوم الثلاثاء من الساعة 02:00 حتى 04:00 بتوقيت ' +
        'مكة المكرمة (GMT+3)</strong>.</p><p>رصيدك في أمان، وتُسوّى الجولات الجارية قبل بدء الصيانة. ' +
        'شكرًا لتفهّمك وصبرك.</p>',
    },
  },
  {
    id: 4,
    type: 'PU',
    execution: 'F',
    daysAgo: 0,
    title: { en: 'Welcome aboard: secure your account', ar: 'مرحبًا بك معنا: احمِ حسابك' },
    content: {
      en:
        '<h3>Three steps to a safe account</h3><ol><li>Add your mobile number in <strong>My account</strong>.</li>' +
        '<li>Choose a password you use nowhere else.</li>' +
        '<li>Never share a verification code, not even with our staff.</li></ol>',
      ar:
        '<h3>ثلاث خطوات لحساب آمن</h3><ol><li>أضف رقم جوالك من صفحة <strong>حسابي</strong>.</li>' +
        '<li>اختر كلمة مرور لا تستخدمها في أي مكان آخر.</li>' +
        '<li>لا تشارك رمز التحقق مع أحد، ولا حتى مع موظفينا.</li></ol>',
    },
  },
  {
    id: 5,
    type: 'H',
    execution: 'A',
    daysAgo: 5,
    title: { en: 'Customer service during the holidays', ar: 'خدمة العملاء خلال العطلات' },
    content: {
      en:
        '<p>Customer service stays open <strong>24 hours a day</strong> throughout the holidays. Withdrawals to ' +
        'some banks may take one extra business day.</p>',
      ar:
        '<p>تبقى خدمة العملاء متاحة <strong>على مدار الساعة</strong> طوال أيام العطلة. وقد تستغرق عمليات ' +
        'السحب إلى بعض البنوك يوم عمل إضافيًا.</p>',
    },
  },
  {
    id: 6,
    type: 'PU',
    execution: 'B',
    daysAgo: 6,
    title: { en: 'New games every week', ar: 'ألعاب جديدة كل أسبوع' },
    content: {
      en:
        '<p>More than 40 new slots and live tables joined the lobby this week. Look for the <strong>NEW</strong> ' +
        'badge on the game cards.</p>',
      ar:
        '<p>انضمّت هذا الأسبوع أكثر من 40 لعبة سلوت وطاولة مباشرة جديدة إلى الردهة. ابحث عن شارة ' +
        '<strong>جديد</strong> على بطاقات الألعاب.</p>',
    },
  },
  {
    id: 7,
    type: 'PR',
    execution: 'B',
    daysAgo: 8,
    title: { en: 'Invite your friends and earn together', ar: 'ادعُ أصدقاءك واربحوا معًا' },
    content: {
      en:
        '<p>Share your invitation link. When a friend registers and makes a first deposit, <strong>you both ' +
        'receive $10</strong>.</p>',
      ar:
        '<p>شارك رابط الدعوة الخاص بك. عندما يسجّل صديقك ويجري أول إيداع، <strong>يحصل كلٌّ منكما على ' +
        '10 دولارات</strong>.</p>',
    },
  },
  {
    id: 8,
    type: 'B',
    execution: 'A',
    daysAgo: 10,
    title: { en: 'Play responsibly', ar: 'العب بمسؤولية' },
    content: {
      en:
        '<p>Set yourself a budget and a time limit before you play, and take regular breaks. If gaming stops ' +
        'being fun, our team can help you set <strong>deposit limits</strong> or a cooling-off period.</p>',
      ar:
        '<p>حدّد لنفسك ميزانية ووقتًا قبل أن تبدأ اللعب، وخذ فترات راحة منتظمة. وإذا لم يعد اللعب ممتعًا، ' +
        'فبإمكان فريقنا مساعدتك على ضبط <strong>حدود للإيداع</strong> أو تفعيل فترة توقف مؤقت.</p>',
    },
  },
  {
    id: 9,
    type: 'PL',
    execution: 'A',
    daysAgo: 12,
    title: { en: 'Faster withdrawals by bank transfer', ar: 'سحب أسرع عبر التحويل البنكي' },
    content: {
      en:
        '<p>Withdrawals by local bank transfer are now paid <strong>within 30 minutes</strong> on average, every ' +
        'day of the week.</p>',
      ar:
        '<p>أصبحت طلبات السحب عبر التحويل البنكي المحلي تُنفَّذ <strong>خلال 30 دقيقة</strong> في المتوسط، ' +
        'طوال أيام الأسبوع.</p>',
    },
  },
  {
    id: 10,
    type: 'PU',
    execution: 'A',
    daysAgo: 15,
    title: { en: 'Beware of impostors', ar: 'احذر من المنتحلين' },
    content: {
      en:
        '<p>Our staff will never ask for your password or a verification code. Before you trust a Telegram or ' +
        'WhatsApp contact, check it with <strong>Verify representative</strong> on the help page.</p>',
      ar:
        '<p>لن يطلب منك موظفونا أبدًا كلمة المرور أو رمز التحقق. وقبل أن تثق بأي حساب على تيليجرام أو واتساب، ' +
        'تحقّق منه عبر خدمة <strong>التحقق من الممثل الرسمي</strong> في صفحة المساعدة.</p>',
    },
  },
  {
    id: 11,
    type: 'H',
    execution: 'B',
    daysAgo: 20,
    title: { en: 'Our official mirror sites', ar: 'مواقعنا البديلة الرسمية' },
    content: {
      en:
        '<p>If the main site is slow or blocked on your network, use one of the official mirrors listed on the ' +
        '<strong>app download</strong> page, and bookmark them so you can always reach us.</p>',
      ar:
        '<p>إذا كان الموقع الرئيسي بطيئًا أو محجوبًا على شبكتك، فاستخدم أحد المواقع البديلة الرسمية المدرجة ' +
        'في صفحة <strong>تنزيل التطبيق</strong>، واحفظها في المفضلة لتصل إلينا دائمًا.</p>',
    },
  },
  {
    id: 12,
    type: 'PR',
    execution: 'A',
    daysAgo: -3,
    title: { en: 'Coming soon: the summer tournament', ar: 'قريبًا: بطولة الصيف' },
    content: {
      en: '<p>The summer slots tournament starts soon, with a prize pool of <strong>$50,000</strong>.</p>',
      ar: '<p>تنطلق قريبًا بطولة السلوت الصيفية بجوائز يبلغ مجموعها <strong>50,000 دولار</strong>.</p>',
    },
  },
];
