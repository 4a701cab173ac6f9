/** Oasis Play's own texts (its header, welcome, login notice and footer); the lobby brings its own. */
export const languages = ['ar', 'en'] as const;
export type Language = (typeof languages)[number];

const en = {
  tagline: 'Games under the palms',
  navLabel: 'Oasis Play',
  switchLanguage: 'العربية',
  switchLanguageLabel: 'Switch to Arabic',
  logIn: 'Log in',
  join: 'Join Oasis Play',
  heroTitle: 'Ten thousand games, one calm oasis',
  lobbyTitle: 'Oasis Play casino',
  heroText: 'Slots, live tables, fishing, sports and lottery from the best studios, chosen for Oasis Play.',
  loginTitle: 'Log in on Oasis Play',
  loginText:
    'To play for real money, log in with your Oasis Play account. Browsing the lobby and free trials stay open to everyone.',
  loginHint: 'Your Oasis Play account, your Oasis Play wallet: nothing leaves our site.',
  loginOk: 'Got it',
  footer: 'Oasis Play. Play responsibly: 18+ only.',
  footerPowered: 'Game lobby powered by the portal kit.',
};

export type OasisMessages = typeof en;

const ar: OasisMessages = {
  tagline: 'ألعاب تحت ظلال النخيل',
  navLabel: 'واحة بلاي',
  switchLanguage: 'English',
  switchLanguageLabel: 'التبديل إلى الإنجليزية',
  logIn: 'تسجيل الدخول',
  join: 'انضم إلى Oasis Play',
  heroTitle: 'عشرة آلاف لعبة في واحة واحدة هادئة',
  lobbyTitle: 'كازينو Oasis Play',
  heroText: 'سلوتس وطاولات مباشرة وصيد ورياضة ويانصيب من أفضل الاستوديوهات، مختارة لـ Oasis Play.',
  loginTitle: 'سجّل الدخول في Oasis Play',
  loginText:
    'للعب بأموال حقيقية، سجّل الدخول بحساب Oasis Play الخاص بك. تصفّح الردهة والتجارب المجانية متاحة للجميع.',
  loginHint: 'حسابك في Oasis Play ومحفظتك في Oasis Play: لا شيء يغادر موقعنا.',
  loginOk: 'حسنًا',
  footer: 'Oasis Play. العب بمسؤولية: لمن هم فوق 18 عامًا فقط.',
  footerPowered: 'ردهة الألعاب مقدّمة من حزمة البوابة.',
};

export const messages: Record<Language, OasisMessages> = { en, ar };
