/**
 * The demo brand's game catalogue: every vendor of the spec (and a few invented ones for live casino,
 * fishing, poker and sports), and over 10,000 games with English and Arabic names made from word lists.
 * Pure and deterministic: the same catalogue on every run and every machine (a seeded generator per
 * vendor, no clock), so a game's nodeId, code, names and flags never change between starts.
 */
import type { GameType, SlotClassify } from '@portal/api';
import { gameTypeTitles } from '../catalogue/gameTypeTitles';
import type { Bilingual } from '../system/contentSettings';
import { seededUnit } from '../games/random';

export interface DemoVendor {
  vassalage: string;
  name: Bilingual;
  /** The vendor's wallet name. */
  accountTypeName: string;
  /** How many games it has of each type it serves (its `gameTypes`, in this order). */
  games: Partial<Record<GameType, number>>;
  /** How its games say a free trial exists: `freeplay: 1`, or `supportPlay: 0`. */
  trialStyle: 'freeplay' | 'supportPlay';
  /** Its cards stand for its game list: one card per game type opens the popup game list. */
  gameListCard?: boolean;
}

export interface DemoGame {
  nodeId: number;
  gameCode: string;
  name: Bilingual;
  gameType: GameType;
  vassalage: string;
  /** A slot sub-category or ''. */
  gameClassify: SlotClassify | '';
  isNew: 0 | 1;
  isHot: 0 | 1;
  freeplay: 0 | 1;
  /** Only for vendors of the `supportPlay` style: 0 means a free trial exists. */
  supportPlay: 0 | 1 | null;
  isGame: 0 | 1;
  /** The game's place in its vendor's list (the cards first). */
  sort: number;
  popularity: number;
}

export interface DemoCatalogue {
  vendors: Array<DemoVendor & { gameTypes: GameType[]; sort: number }>;
  games: DemoGame[];
}

/**
 * The vendors in display order. The block of nodeIds of each is its place in this list (the n-th vendor's
 * games are n * 10,000 + 1 and up), so adding a vendor at the end never renumbers the others' games.
 */
export const demoVendors: DemoVendor[] = [
  // Slots (the footer's logos, spec 2.4).
  {
    vassalage: 'PG',
    name: { en: 'PG Studio', ar: 'بي جي ستوديو' },
    accountTypeName: 'PG_WALLET',
    games: { RNG: 900 },
    trialStyle: 'freeplay',
  },
  {
    vassalage: 'EG2',
    name: { en: 'EG2 Gaming', ar: 'إي جي 2 للألعاب' },
    accountTypeName: 'EG2_WALLET',
    games: { RNG: 700 },
    trialStyle: 'freeplay',
  },
  {
    vassalage: 'PT',
    name: { en: 'PT Interactive', ar: 'بي تي إنتراكتيف' },
    accountTypeName: 'PT_WALLET',
    games: { RNG: 800, LIVE: 120 },
    trialStyle: 'supportPlay',
  },
  {
    vassalage: 'JDB',
    name: { en: 'JDB Games', ar: 'جي دي بي للألعاب' },
    accountTypeName: 'JDB_WALLET',
    games: { RNG: 850, FISH: 60 },
    trialStyle: 'freeplay',
  },
  {
    vassalage: 'CQ9',
    name: { en: 'CQ9 Gaming', ar: 'سي كيو 9 للألعاب' },
    accountTypeName: 'CQ9_WALLET',
    games: { RNG: 850, FISH: 40 },
    trialStyle: 'supportPlay',
  },
  {
    vassalage: 'FC',
    name: { en: 'FC Slots', ar: 'إف سي سلوتس' },
    accountTypeName: 'FC_WALLET',
    games: { RNG: 650, FISH: 50 },
    trialStyle: 'freeplay',
  },
  {
    vassalage: 'JL',
    name: { en: 'JL Games', ar: 'جي إل للألعاب' },
    accountTypeName: 'JL_WALLET',
    games: { RNG: 800, FISH: 50, PVP: 60 },
    trialStyle: 'supportPlay',
  },
  {
    vassalage: 'BGS',
    name: { en: 'BGS Gaming', ar: 'بي جي إس للألعاب' },
    accountTypeName: 'BGS_WALLET',
    games: { RNG: 550, LIVE: 80 },
    trialStyle: 'freeplay',
    gameListCard: true,
  },
  // Live casino.
  {
    vassalage: 'EVP',
    name: { en: 'Evopulse Live', ar: 'إيفوبلس لايف' },
    accountTypeName: 'EVP_WALLET',
    games: { LIVE: 300 },
    trialStyle: 'freeplay',
  },
  {
    vassalage: 'AUR',
    name: { en: 'Aurora Live', ar: 'أورورا لايف' },
    accountTypeName: 'AUR_WALLET',
    games: { LIVE: 200 },
    trialStyle: 'freeplay',
  },
  {
    vassalage: 'SLV',
    name: { en: 'Sultan Live Casino', ar: 'كازينو السلطان المباشر' },
    accountTypeName: 'SLV_WALLET',
    games: { LIVE: 150 },
    trialStyle: 'freeplay',
  },
  // Fishing.
  {
    vassalage: 'OKF',
    name: { en: 'Ocean Kingdom', ar: 'مملكة المحيط' },
    accountTypeName: 'OKF_WALLET',
    games: { FISH: 150 },
    trialStyle: 'supportPlay',
  },
  // Poker and card rooms.
  {
    vassalage: 'MJL',
    name: { en: 'Majlis Cards', ar: 'ورق المجلس' },
    accountTypeName: 'MJL_WALLET',
    games: { PVP: 250 },
    trialStyle: 'freeplay',
  },
  {
    vassalage: 'RYP',
    name: { en: 'Royal Poker Club', ar: 'نادي البوكر الملكي' },
    accountTypeName: 'RYP_WALLET',
    games: { PVP: 200 },
    trialStyle: 'freeplay',
  },
  {
    vassalage: 'TBM',
    name: { en: 'Table Masters', ar: 'أسياد الطاولة' },
    accountTypeName: 'TBM_WALLET',
    games: { PVP: 150 },
    trialStyle: 'freeplay',
  },
  // Sports.
  {
    vassalage: 'SBX',
    name: { en: 'Stadium Bet', ar: 'ستاديوم بت' },
    accountTypeName: 'SBX_WALLET',
    games: { SPORTS: 240 },
    trialStyle: 'freeplay',
  },
  {
    vassalage: 'KOF',
    name: { en: 'Kickoff Sports', ar: 'كيك أوف سبورتس' },
    accountTypeName: 'KOF_WALLET',
    games: { SPORTS: 200 },
    trialStyle: 'freeplay',
  },
  {
    vassalage: 'ARN',
    name: { en: 'Arena Sportsbook', ar: 'أرينا للرهانات الرياضية' },
    accountTypeName: 'ARN_WALLET',
    games: { SPORTS: 160 },
    trialStyle: 'freeplay',
  },
  // E-sports (spec section 3's group).
  {
    vassalage: 'AV',
    name: { en: 'AV E-Sports', ar: 'إيه في للرياضات الإلكترونية' },
    accountTypeName: 'AV_WALLET',
    games: { ESPORTS: 90 },
    trialStyle: 'freeplay',
  },
  {
    vassalage: 'AI',
    name: { en: 'AI E-Sports', ar: 'إيه آي للرياضات الإلكترونية' },
    accountTypeName: 'AI_WALLET',
    games: { ESPORTS: 80 },
    trialStyle: 'freeplay',
  },
  {
    vassalage: 'IMES',
    name: { en: 'IM E-Sports', ar: 'آي إم للرياضات الإلكترونية' },
    accountTypeName: 'IMES_WALLET',
    games: { ESPORTS: 100 },
    trialStyle: 'freeplay',
  },
  {
    vassalage: 'TF',
    name: { en: 'TF Gaming', ar: 'تي إف غيمنغ' },
    accountTypeName: 'TF_WALLET',
    games: { ESPORTS: 90 },
    trialStyle: 'freeplay',
  },
  {
    vassalage: 'IA',
    name: { en: 'IA E-Sports', ar: 'آي إيه للرياضات الإلكترونية' },
    accountTypeName: 'IA_WALLET',
    games: { ESPORTS: 70 },
    trialStyle: 'freeplay',
  },
  // Cockfight.
  {
    vassalage: 'DS88',
    name: { en: 'DS88 Sabong', ar: 'دي إس 88 سابونغ' },
    accountTypeName: 'DS88_WALLET',
    games: { COCKFIGHT: 180 },
    trialStyle: 'freeplay',
  },
  // Lottery and e-lottery (their cards open the lottery screens).
  {
    vassalage: 'TCG_LOTTO_VN',
    name: { en: 'TCG Vietnam Lotto', ar: 'تي سي جي لوتو فيتنام' },
    accountTypeName: 'TCG_WALLET',
    games: { LOTT: 320 },
    trialStyle: 'freeplay',
  },
  {
    vassalage: 'TCG_SEA',
    name: { en: 'TCG SEA Lottery', ar: 'تي سي جي يانصيب جنوب شرق آسيا' },
    accountTypeName: 'TCG_WALLET',
    games: { LOTT: 200 },
    trialStyle: 'freeplay',
  },
  {
    vassalage: 'LOTT',
    name: { en: 'Lottery', ar: 'اليانصيب' },
    accountTypeName: 'LOTT_WALLET',
    games: { LOTT: 260 },
    trialStyle: 'freeplay',
  },
  {
    vassalage: 'ELOTT',
    name: { en: 'E-Lottery', ar: 'اليانصيب الإلكتروني' },
    accountTypeName: 'ELOTT_WALLET',
    games: { ELOTT: 400 },
    trialStyle: 'freeplay',
  },
];

// ---------------------------------------------------------------------------------------------------------
// Word lists. An adjective has its Arabic masculine and feminine forms (with the article), a noun its
// gender, so the Arabic names agree: التنين الذهبي, اللؤلؤة الذهبية.

type Gender = 'm' | 'f';
type Adjective = readonly [en: string, m: string, f: string];
type Noun = readonly [en: string, ar: string, gender: Gender];
type Word = readonly [en: string, ar: string];

const adjectives: readonly Adjective[] = [
  ['Golden', 'الذهبي', 'الذهبية'],
  ['Lucky', 'المحظوظ', 'المحظوظة'],
  ['Wild', 'البري', 'البرية'],
  ['Royal', 'الملكي', 'الملكية'],
  ['Mystic', 'الغامض', 'الغامضة'],
  ['Blazing', 'المتوهج', 'المتوهجة'],
  ['Frozen', 'المتجمد', 'المتجمدة'],
  ['Enchanted', 'المسحور', 'المسحورة'],
  ['Hidden', 'الخفي', 'الخفية'],
  ['Ancient', 'القديم', 'القديمة'],
  ['Crystal', 'البلوري', 'البلورية'],
  ['Silver', 'الفضي', 'الفضية'],
  ['Emerald', 'الزمردي', 'الزمردية'],
  ['Thundering', 'الهادر', 'الهادرة'],
  ['Moonlit', 'المقمر', 'المقمرة'],
  ['Desert', 'الصحراوي', 'الصحراوية'],
  ['Mighty', 'الجبار', 'الجبارة'],
  ['Eternal', 'الخالد', 'الخالدة'],
  ['Shining', 'اللامع', 'اللامعة'],
  ['Secret', 'السري', 'السرية'],
  ['Great', 'العظيم', 'العظيمة'],
  ['Crimson', 'القرمزي', 'القرمزية'],
  ['Azure', 'اللازوردي', 'اللازوردية'],
  ['Jade', 'اليشمي', 'اليشمية'],
  ['Fiery', 'الناري', 'النارية'],
  ['Legendary', 'الأسطوري', 'الأسطورية'],
  ['Magic', 'السحري', 'السحرية'],
  ['Rich', 'الثري', 'الثرية'],
  ['Imperial', 'الإمبراطوري', 'الإمبراطورية'],
  ['Celestial', 'السماوي', 'السماوية'],
  ['Brave', 'الشجاع', 'الشجاعة'],
  ['Lost', 'المفقود', 'المفقودة'],
];

const slotNouns: readonly Noun[] = [
  ['Dragon', 'التنين', 'm'],
  ['Tiger', 'النمر', 'm'],
  ['Lion', 'الأسد', 'm'],
  ['Falcon', 'الصقر', 'm'],
  ['Phoenix', 'العنقاء', 'f'],
  ['Pharaoh', 'الفرعون', 'm'],
  ['Sultan', 'السلطان', 'm'],
  ['Oasis', 'الواحة', 'f'],
  ['Pearl', 'اللؤلؤة', 'f'],
  ['Treasure', 'الكنز', 'm'],
  ['Fortune', 'الثروة', 'f'],
  ['Crown', 'التاج', 'm'],
  ['Temple', 'المعبد', 'm'],
  ['Empire', 'الإمبراطورية', 'f'],
  ['Kingdom', 'المملكة', 'f'],
  ['Lantern', 'الفانوس', 'm'],
  ['Caravan', 'القافلة', 'f'],
  ['Jewel', 'الجوهرة', 'f'],
  ['Elephant', 'الفيل', 'm'],
  ['Wolf', 'الذئب', 'm'],
  ['Eagle', 'النسر', 'm'],
  ['Stallion', 'الحصان', 'm'],
  ['Garden', 'الحديقة', 'f'],
  ['Palace', 'القصر', 'm'],
  ['Sword', 'السيف', 'm'],
  ['Moon', 'القمر', 'm'],
  ['Sun', 'الشمس', 'f'],
  ['Star', 'النجمة', 'f'],
  ['Scarab', 'الجعران', 'm'],
  ['Genie', 'المارد', 'm'],
  ['Carpet', 'البساط', 'm'],
  ['Island', 'الجزيرة', 'f'],
];

const slotSuffixes: readonly Word[] = [
  ['', ''],
  ['Deluxe', 'ديلوكس'],
  ['Megaways', 'ميغاويز'],
  ['Hold & Win', 'احتفظ واربح'],
  ['Bonanza', 'بونانزا'],
  ['Link', 'لينك'],
  ['Rush', 'راش'],
  ['Extreme', 'إكستريم'],
  ['Blitz', 'بليتز'],
  ['Power Reels', 'بكرات القوة'],
  ['2', '2'],
  ['Ways', 'وايز'],
];

const videoPokers: readonly Word[] = [
  ['Jacks or Better', 'جاكس أور بيتر'],
  ['Deuces Wild', 'ديوسز وايلد'],
  ['Joker Poker', 'جوكر بوكر'],
  ['Bonus Poker', 'بونص بوكر'],
  ['Double Bonus Poker', 'دبل بونص بوكر'],
  ['Double Double Bonus', 'دبل دبل بونص'],
  ['Aces and Faces', 'الآسات والوجوه'],
  ['Tens or Better', 'تنز أور بيتر'],
  ['Bonus Deuces', 'بونص ديوسز'],
  ['All American', 'أول أمريكان'],
  ['Triple Bonus Poker', 'تريبل بونص بوكر'],
  ['Super Aces', 'سوبر إيسز'],
];

const pokerVariants: readonly Word[] = [
  ['', ''],
  ['Multi-Hand', 'متعدد الأيدي'],
  ['10 Play', '10 أيدٍ'],
  ['50 Play', '50 يدًا'],
  ['100 Play', '100 يد'],
  ['Classic', 'كلاسيك'],
  ['Deluxe', 'ديلوكس'],
  ['Pro', 'برو'],
  ['Gold', 'غولد'],
  ['Double Up', 'مضاعفة الربح'],
  ['Turbo', 'توربو'],
  ['Progressive', 'التراكمي'],
];

const tableGames: readonly Word[] = [
  ['Blackjack', 'بلاك جاك'],
  ['European Roulette', 'الروليت الأوروبية'],
  ['American Roulette', 'الروليت الأمريكية'],
  ['French Roulette', 'الروليت الفرنسية'],
  ['Baccarat', 'باكارا'],
  ['Sic Bo', 'سيك بو'],
  ['Dragon Tiger', 'التنين والنمر'],
  ['Three Card Poker', 'بوكر الأوراق الثلاث'],
  ["Casino Hold'em", 'كازينو هولدم'],
  ['Caribbean Stud', 'كاريبيان ستاد'],
  ['Andar Bahar', 'أندر بهار'],
  ['Teen Patti', 'تين باتي'],
  ['Red Dog', 'ريد دوغ'],
  ['Pai Gow', 'باي غاو'],
  ['Casino War', 'حرب الكازينو'],
];

const tableVariants: readonly Word[] = [
  ['', ''],
  ['Classic', 'كلاسيك'],
  ['Pro', 'برو'],
  ['VIP', 'لكبار الشخصيات'],
  ['Gold', 'غولد'],
  ['Multi-Hand', 'متعدد الأيدي'],
  ['Deluxe', 'ديلوكس'],
  ['Mini', 'ميني'],
  ['Super', 'سوبر'],
  ['Turbo', 'توربو'],
  ['Zero', 'زيرو'],
];

/** Arcade and bingo prefixes: loan words, placed before the game's name in Arabic too. */
const arcadePrefixes: readonly Word[] = [
  ['Neon', 'نيون'],
  ['Turbo', 'توربو'],
  ['Mega', 'ميغا'],
  ['Mini', 'ميني'],
  ['Super', 'سوبر'],
  ['Hyper', 'هايبر'],
  ['Cyber', 'سايبر'],
  ['Pixel', 'بكسل'],
  ['Retro', 'ريترو'],
  ['Nitro', 'نيترو'],
  ['Ultra', 'ألترا'],
  ['Cosmo', 'كوزمو'],
  ['Candy', 'كاندي'],
  ['Royal', 'رويال'],
];

const arcadeGames: readonly Word[] = [
  ['Plinko', 'بلينكو'],
  ['Mines', 'ماينز'],
  ['Crash', 'كراش'],
  ['Dice', 'دايس'],
  ['Keno', 'كينو'],
  ['Hi-Lo', 'هاي لو'],
  ['Limbo', 'ليمبو'],
  ['Tower', 'تاور'],
  ['Wheel', 'ويل'],
  ['Coin Flip', 'كوين فليب'],
  ['Goal', 'غول'],
  ['Balloon', 'بالون'],
  ['Rocket', 'روكيت'],
  ['Jet', 'جيت'],
];

const bingoGames: readonly Word[] = [
  ['Bingo', 'بينغو'],
  ['Bingo 75', 'بينغو 75'],
  ['Bingo 90', 'بينغو 90'],
  ['Bingo Blast', 'بينغو بلاست'],
  ['Bingo Bash', 'بينغو باش'],
  ['Bingo Party', 'بينغو بارتي'],
  ['Bingo Rush', 'بينغو راش'],
  ['Bingo Gold', 'بينغو غولد'],
  ['Pattern Bingo', 'بينغو الأنماط'],
  ['Bingo Stars', 'بينغو ستارز'],
];

const fishModes: readonly Word[] = [
  ['Fishing', 'صيد'],
  ['Hunter', 'صياد'],
  ['Hunt', 'مطاردة'],
  ['Party', 'حفلة'],
  ['Frenzy', 'جنون'],
  ['Legends', 'أساطير'],
  ['Catch', 'شباك'],
];

const seaCreatures: readonly Noun[] = [
  ['Shark', 'القرش', 'm'],
  ['Whale', 'الحوت', 'm'],
  ['Octopus', 'الأخطبوط', 'm'],
  ['Kraken', 'الكراكن', 'm'],
  ['Turtle', 'السلحفاة', 'f'],
  ['Dolphin', 'الدلفين', 'm'],
  ['Mermaid', 'حورية البحر', 'f'],
  ['Crab', 'السلطعون', 'm'],
  ['Lobster', 'الكركند', 'm'],
  ['Jellyfish', 'قنديل البحر', 'm'],
  ['Marlin', 'المارلين', 'm'],
  ['Squid', 'الحبار', 'm'],
  ['Seahorse', 'فرس البحر', 'm'],
  ['Sea Dragon', 'تنين البحر', 'm'],
];

const liveTables: readonly Word[] = [
  ['Baccarat', 'باكارا'],
  ['Speed Baccarat', 'باكارا سريعة'],
  ['No Commission Baccarat', 'باكارا بلا عمولة'],
  ['Squeeze Baccarat', 'باكارا سكويز'],
  ['Blackjack', 'بلاك جاك'],
  ['Speed Blackjack', 'بلاك جاك سريع'],
  ['VIP Blackjack', 'بلاك جاك لكبار الشخصيات'],
  ['Roulette', 'الروليت'],
  ['Auto Roulette', 'الروليت الآلية'],
  ['Arabic Roulette', 'الروليت العربية'],
  ['Speed Roulette', 'الروليت السريعة'],
  ['Sic Bo', 'سيك بو'],
  ['Dragon Tiger', 'التنين والنمر'],
  ["Casino Hold'em", 'كازينو هولدم'],
  ['Teen Patti', 'تين باتي'],
  ['Andar Bahar', 'أندر بهار'],
  ['Fan Tan', 'فان تان'],
  ['Money Wheel', 'عجلة المال'],
  ['Three Card Poker', 'بوكر الأوراق الثلاث'],
  ['Salon Privé Baccarat', 'باكارا الصالون الخاص'],
];

const cardRooms: readonly Word[] = [
  ["Texas Hold'em", 'تكساس هولدم'],
  ['Omaha', 'أوماها'],
  ['Short Deck', 'شورت ديك'],
  ['Baloot', 'بلوت'],
  ['Tarneeb', 'طرنيب'],
  ['Trix', 'تركس'],
  ['Hand', 'هاند'],
  ['Konkan', 'كونكان'],
  ['Domino', 'دومينو'],
  ['Ludo', 'لودو'],
  ['Backgammon', 'طاولة الزهر'],
  ['Rummy', 'رامي'],
  ['Teen Patti', 'تين باتي'],
  ['Big Two', 'بيغ تو'],
  ['Niu Niu', 'نيو نيو'],
  ['Chinese Poker', 'البوكر الصيني'],
];

const roomLevels: readonly Word[] = [
  ['Beginners', 'للمبتدئين'],
  ['Classic', 'كلاسيك'],
  ['Pro', 'للمحترفين'],
  ['High Stakes', 'رهانات عالية'],
  ['VIP', 'لكبار الشخصيات'],
  ['Speed', 'سريع'],
  ['Tournament', 'بطولة'],
  ['Heads-Up', 'وجهًا لوجه'],
  ['6-Max', '6 لاعبين'],
  ['Night Table', 'طاولة الليل'],
];

const sports: readonly Word[] = [
  ['Football', 'كرة القدم'],
  ['Basketball', 'كرة السلة'],
  ['Tennis', 'التنس'],
  ['Cricket', 'الكريكيت'],
  ['Volleyball', 'الكرة الطائرة'],
  ['Handball', 'كرة اليد'],
  ['Ice Hockey', 'هوكي الجليد'],
  ['Baseball', 'البيسبول'],
  ['American Football', 'كرة القدم الأمريكية'],
  ['Horse Racing', 'سباق الخيل'],
  ['Camel Racing', 'سباق الهجن'],
  ['Motor Racing', 'سباق السيارات'],
  ['Boxing', 'الملاكمة'],
  ['MMA', 'الفنون القتالية المختلطة'],
  ['Golf', 'الغولف'],
  ['Table Tennis', 'تنس الطاولة'],
  ['Badminton', 'الريشة الطائرة'],
  ['Rugby', 'الرغبي'],
  ['Snooker', 'السنوكر'],
  ['Darts', 'رمي السهام'],
];

const competitions: readonly Word[] = [
  ['Premier League', 'الدوري الممتاز'],
  ['Champions Cup', 'كأس الأبطال'],
  ['Gulf Cup', 'كأس الخليج'],
  ['Super Cup', 'الكأس السوبر'],
  ['World Series', 'السلسلة العالمية'],
  ['Masters', 'الماسترز'],
  ['Open', 'البطولة المفتوحة'],
  ['Continental Cup', 'الكأس القارية'],
  ['Grand Prix', 'الجائزة الكبرى'],
  ['Nations League', 'دوري الأمم'],
  ['Virtual League', 'الدوري الافتراضي'],
  ['Live Specials', 'عروض مباشرة خاصة'],
];

const esportTitles: readonly Word[] = [
  ['MOBA', 'موبا'],
  ['Tactical Shooter', 'التصويب التكتيكي'],
  ['Battle Royale', 'باتل رويال'],
  ['Football Simulation', 'محاكاة كرة القدم'],
  ['Basketball Simulation', 'محاكاة كرة السلة'],
  ['Racing Simulation', 'محاكاة السباقات'],
  ['Card Battler', 'معارك البطاقات'],
  ['Fighting Games', 'ألعاب القتال'],
  ['Real-Time Strategy', 'الاستراتيجية الآنية'],
  ['Mobile MOBA', 'موبا الجوال'],
  ['Hero Shooter', 'تصويب الأبطال'],
  ['Club Manager', 'إدارة الأندية'],
];

const esportEvents: readonly Word[] = [
  ['World Championship', 'بطولة العالم'],
  ['Pro League', 'الدوري الاحترافي'],
  ['Masters', 'الماسترز'],
  ['Invitational', 'البطولة الدعوية'],
  ['Major', 'البطولة الكبرى'],
  ['Open Cup', 'الكأس المفتوحة'],
  ['Gulf Series', 'سلسلة الخليج'],
  ['Arab Cup', 'الكأس العربية'],
  ['Asia Cup', 'كأس آسيا'],
  ['Season Finals', 'نهائيات الموسم'],
  ['Qualifiers', 'التصفيات'],
  ['All-Stars', 'نجوم الموسم'],
];

const arenas: readonly Noun[] = [
  ['Arena', 'الحلبة', 'f'],
  ['Derby', 'الديربي', 'm'],
  ['Pit', 'الساحة', 'f'],
  ['Cup', 'الكأس', 'f'],
  ['Showdown', 'المواجهة', 'f'],
  ['Championship', 'البطولة', 'f'],
];

const vietnamProvinces: readonly Word[] = [
  ['Hanoi', 'هانوي'],
  ['Ho Chi Minh City', 'هو تشي منه'],
  ['Da Nang', 'دا نانغ'],
  ['Hai Phong', 'هاي فونغ'],
  ['Can Tho', 'كان ثو'],
  ['Hue', 'هوي'],
  ['Khanh Hoa', 'خان هوا'],
  ['Dong Nai', 'دونغ ناي'],
  ['Binh Duong', 'بينه دونغ'],
  ['Vung Tau', 'فونغ تاو'],
  ['Ben Tre', 'بن تري'],
  ['Tien Giang', 'تيان زيانغ'],
  ['Kien Giang', 'كيين زيانغ'],
  ['Da Lat', 'دا لات'],
  ['Quang Nam', 'كوانغ نام'],
  ['Quang Ngai', 'كوانغ نغاي'],
  ['Binh Dinh', 'بينه دينه'],
  ['Gia Lai', 'جيا لاي'],
  ['Dak Lak', 'داك لاك'],
  ['Phu Yen', 'فو ين'],
  ['Ninh Thuan', 'نينه ثوان'],
  ['Tay Ninh', 'تاي نينه'],
  ['An Giang', 'آن زيانغ'],
  ['Soc Trang', 'سوك ترانغ'],
  ['Bac Lieu', 'باك ليو'],
  ['Ca Mau', 'كا ماو'],
  ['Vinh Long', 'فينه لونغ'],
  ['Tra Vinh', 'ترا فينه'],
  ['Long An', 'لونغ آن'],
  ['Binh Phuoc', 'بينه فوك'],
  ['Hau Giang', 'هاو زيانغ'],
  ['Dong Thap', 'دونغ ثاب'],
  ['Kon Tum', 'كون توم'],
  ['Quang Binh', 'كوانغ بينه'],
  ['Quang Tri', 'كوانغ تري'],
  ['Binh Thuan', 'بينه ثوان'],
];

const vietnamBets: readonly Word[] = [
  ['Lotto', 'لوتو'],
  ['2D', '2D'],
  ['3D', '3D'],
  ['4D', '4D'],
  ['Head & Tail', 'الرأس والذيل'],
  ['Special Prize', 'الجائزة الخاصة'],
  ['Xien 2', 'شيين 2'],
  ['Xien 3', 'شيين 3'],
  ['Fast Draw', 'السحب السريع'],
];

const seaPlaces: readonly Word[] = [
  ['Thailand', 'تايلاند'],
  ['Laos', 'لاوس'],
  ['Malaysia', 'ماليزيا'],
  ['Singapore', 'سنغافورة'],
  ['Cambodia', 'كمبوديا'],
  ['Myanmar', 'ميانمار'],
  ['Indonesia', 'إندونيسيا'],
  ['Philippines', 'الفلبين'],
  ['Brunei', 'بروناي'],
  ['Sabah', 'صباح'],
  ['Sarawak', 'ساراواك'],
  ['Kuala Lumpur', 'كوالالمبور'],
  ['Bangkok', 'بانكوك'],
  ['Vientiane', 'فيينتيان'],
  ['Phnom Penh', 'بنوم بنه'],
  ['Jakarta', 'جاكرتا'],
  ['Manila', 'مانيلا'],
  ['Penang', 'بينانغ'],
];

const seaBets: readonly Word[] = [
  ['4D', '4D'],
  ['3D', '3D'],
  ['2D', '2D'],
  ['Jackpot 6/45', 'جاكبوت 6/45'],
  ['Big & Small', 'كبير وصغير'],
  ['Odd & Even', 'فردي وزوجي'],
  ['Special Draw', 'السحب الخاص'],
  ['Lucky Pick', 'الاختيار المحظوظ'],
  ['Mega 6', 'ميغا 6'],
  ['Daily Draw', 'السحب اليومي'],
  ['Evening Draw', 'سحب المساء'],
  ['Midday Draw', 'سحب الظهيرة'],
];

const lotteryCities: readonly Word[] = [
  ['Tokyo', 'طوكيو'],
  ['Seoul', 'سيول'],
  ['London', 'لندن'],
  ['Paris', 'باريس'],
  ['Sydney', 'سيدني'],
  ['Macau', 'ماكاو'],
  ['Las Vegas', 'لاس فيغاس'],
  ['Monaco', 'موناكو'],
  ['Istanbul', 'إسطنبول'],
  ['Berlin', 'برلين'],
  ['Rome', 'روما'],
  ['Madrid', 'مدريد'],
  ['New York', 'نيويورك'],
  ['Toronto', 'تورنتو'],
  ['Rio', 'ريو'],
  ['Cape Town', 'كيب تاون'],
  ['Vienna', 'فيينا'],
  ['Lisbon', 'لشبونة'],
];

const lotteryGames: readonly Word[] = [
  ['Fast 3', 'فاست 3'],
  ['11x5', '11×5'],
  ['PK10 Racing', 'سباق PK10'],
  ['Mark Six', 'مارك سكس'],
  ['Lucky 5D', 'الحظ 5D'],
  ['Daily 3D', '3D اليومي'],
  ['Time Lottery', 'يانصيب الوقت'],
  ['Pick 4', 'اختر 4'],
];

const eLotteryGames: readonly Word[] = [
  ['Keno', 'كينو'],
  ['Fast Keno', 'كينو سريع'],
  ['Lucky 28', 'الحظ 28'],
  ['Number Wheel', 'عجلة الأرقام'],
  ['Pick 3', 'اختر 3'],
  ['Pick 5', 'اختر 5'],
  ['Color Game', 'لعبة الألوان'],
  ['Lucky Ball', 'الكرة المحظوظة'],
  ['Win Go', 'وين غو'],
  ['Bingo Draw', 'سحب البينغو'],
];

const drawIntervals: readonly Word[] = [
  ['1-Minute', 'دقيقة واحدة'],
  ['3-Minute', '3 دقائق'],
  ['5-Minute', '5 دقائق'],
  ['10-Minute', '10 دقائق'],
  ['Hourly', 'كل ساعة'],
  ['Daily', 'يومي'],
];

// ---------------------------------------------------------------------------------------------------------
// Name families: each spells a combination of its word lists, in both languages.

const adjectiveFor = (adjective: Adjective, gender: Gender) => (gender === 'f' ? adjective[2] : adjective[1]);
const join = (...parts: string[]) => parts.filter(Boolean).join(' ');

interface Family {
  sizes: readonly number[];
  spell: (picks: readonly number[]) => Bilingual;
  /** Names count up across the whole catalogue ('global') or start again with each vendor ('vendor'). */
  scope: 'global' | 'vendor';
}

const at = <T>(list: readonly T[], index: number): T => list[index % list.length] as T;

const families = {
  slot: {
    scope: 'global',
    sizes: [adjectives.length, slotNouns.length, slotSuffixes.length],
    spell: ([a = 0, n = 0, s = 0]) => {
      const [adjective, noun, suffix] = [at(adjectives, a), at(slotNouns, n), at(slotSuffixes, s)];
      return {
        en: join(adjective[0], noun[0], suffix[0]),
        ar: join(noun[1], adjectiveFor(adjective, noun[2]), suffix[1]),
      };
    },
  },
  scratch: {
    scope: 'global',
    sizes: [adjectives.length, slotNouns.length],
    spell: ([a = 0, n = 0]) => {
      const [adjective, noun] = [at(adjectives, a), at(slotNouns, n)];
      return {
        en: join(adjective[0], noun[0], 'Scratch'),
        ar: join('بطاقة خدش', noun[1], adjectiveFor(adjective, noun[2])),
      };
    },
  },
  jackpot: {
    scope: 'global',
    sizes: [adjectives.length, slotNouns.length],
    spell: ([a = 0, n = 0]) => {
      const [adjective, noun] = [at(adjectives, a), at(slotNouns, n)];
      return {
        en: join(adjective[0], noun[0], 'Jackpot'),
        ar: join('جاكبوت', noun[1], adjectiveFor(adjective, noun[2])),
      };
    },
  },
  videoPoker: {
    scope: 'vendor',
    sizes: [videoPokers.length, pokerVariants.length],
    spell: ([g = 0, v = 0]) => ({
      en: join(at(videoPokers, g)[0], at(pokerVariants, v)[0]),
      ar: join(at(videoPokers, g)[1], at(pokerVariants, v)[1]),
    }),
  },
  table: {
    scope: 'vendor',
    sizes: [tableGames.length, tableVariants.length],
    spell: ([g = 0, v = 0]) => ({
      en: join(at(tableGames, g)[0], at(tableVariants, v)[0]),
      ar: join(at(tableGames, g)[1], at(tableVariants, v)[1]),
    }),
  },
  arcade: {
    scope: 'global',
    sizes: [arcadePrefixes.length, arcadeGames.length],
    spell: ([p = 0, g = 0]) => ({
      en: join(at(arcadePrefixes, p)[0], at(arcadeGames, g)[0]),
      ar: join(at(arcadePrefixes, p)[1], at(arcadeGames, g)[1]),
    }),
  },
  bingo: {
    scope: 'global',
    sizes: [arcadePrefixes.length, bingoGames.length],
    spell: ([p = 0, g = 0]) => ({
      en: join(at(arcadePrefixes, p)[0], at(bingoGames, g)[0]),
      ar: join(at(arcadePrefixes, p)[1], at(bingoGames, g)[1]),
    }),
  },
  fish: {
    scope: 'global',
    sizes: [adjectives.length, seaCreatures.length, fishModes.length],
    spell: ([a = 0, c = 0, m = 0]) => {
      const [adjective, creature, mode] = [at(adjectives, a), at(seaCreatures, c), at(fishModes, m)];
      return {
        en: join(adjective[0], creature[0], mode[0]),
        ar: join(mode[1], creature[1], adjectiveFor(adjective, creature[2])),
      };
    },
  },
  live: {
    scope: 'vendor',
    sizes: [liveTables.length, 20],
    spell: ([t = 0, n = 0]) => ({
      en: join(at(liveTables, t)[0], String(n + 1)),
      ar: join(at(liveTables, t)[1], String(n + 1)),
    }),
  },
  cardRoom: {
    scope: 'vendor',
    sizes: [cardRooms.length, roomLevels.length, 3],
    spell: ([g = 0, l = 0, n = 0]) => ({
      en: join(at(cardRooms, g)[0], at(roomLevels, l)[0], String(n + 1)),
      ar: join(at(cardRooms, g)[1], at(roomLevels, l)[1], String(n + 1)),
    }),
  },
  sport: {
    scope: 'vendor',
    sizes: [sports.length, competitions.length],
    spell: ([s = 0, c = 0]) => ({
      en: `${at(sports, s)[0]}: ${at(competitions, c)[0]}`,
      ar: `${at(sports, s)[1]}: ${at(competitions, c)[1]}`,
    }),
  },
  esport: {
    scope: 'vendor',
    sizes: [esportTitles.length, esportEvents.length],
    spell: ([t = 0, e = 0]) => ({
      en: join(at(esportTitles, t)[0], at(esportEvents, e)[0]),
      ar: `${at(esportEvents, e)[1]} - ${at(esportTitles, t)[1]}`,
    }),
  },
  cockfight: {
    scope: 'vendor',
    sizes: [adjectives.length, arenas.length],
    spell: ([a = 0, k = 0]) => {
      const [adjective, arena] = [at(adjectives, a), at(arenas, k)];
      return { en: join(adjective[0], arena[0]), ar: join(arena[1], adjectiveFor(adjective, arena[2])) };
    },
  },
  vietnamLotto: {
    scope: 'vendor',
    sizes: [vietnamProvinces.length, vietnamBets.length],
    spell: ([p = 0, b = 0]) => ({
      en: join(at(vietnamProvinces, p)[0], at(vietnamBets, b)[0]),
      ar: join(at(vietnamBets, b)[1], at(vietnamProvinces, p)[1]),
    }),
  },
  seaLottery: {
    scope: 'vendor',
    sizes: [seaPlaces.length, seaBets.length],
    spell: ([p = 0, b = 0]) => ({
      en: join(at(seaPlaces, p)[0], at(seaBets, b)[0]),
      ar: join(at(seaBets, b)[1], at(seaPlaces, p)[1]),
    }),
  },
  lottery: {
    scope: 'vendor',
    sizes: [lotteryCities.length, lotteryGames.length, drawIntervals.length],
    spell: ([c = 0, g = 0, i = 0]) => ({
      en: `${at(lotteryCities, c)[0]} ${at(lotteryGames, g)[0]} (${at(drawIntervals, i)[0]})`,
      ar: `${at(lotteryGames, g)[1]} ${at(lotteryCities, c)[1]} (${at(drawIntervals, i)[1]})`,
    }),
  },
  eLottery: {
    scope: 'vendor',
    sizes: [lotteryCities.length, eLotteryGames.length, drawIntervals.length],
    spell: ([c = 0, g = 0, i = 0]) => ({
      en: `${at(lotteryCities, c)[0]} ${at(eLotteryGames, g)[0]} (${at(drawIntervals, i)[0]})`,
      ar: `${at(eLotteryGames, g)[1]} ${at(lotteryCities, c)[1]} (${at(drawIntervals, i)[1]})`,
    }),
  },
} satisfies Record<string, Family>;

type FamilyName = keyof typeof families;

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** A step through 0..size-1 that visits every number once and keeps neighbours apart (coprime, near 0.618). */
function strideOf(size: number): number {
  let stride = Math.max(1, Math.round(size * 0.618));
  while (gcd(stride, size) !== 1) stride += 1;
  return stride;
}

/**
 * The k-th name of a family: a walk through every combination of its words with a coprime stride, so
 * consecutive games differ in every word and no name repeats before all are used; past that, editions
 * are numbered ('… 2').
 */
function nameAt(family: Family, k: number): Bilingual {
  const size = family.sizes.reduce((product, n) => product * n, 1);
  let index = (k * strideOf(size)) % size;
  const picks: number[] = [];
  for (const radix of family.sizes) {
    picks.push(index % radix);
    index = Math.floor(index / radix);
  }
  const name = family.spell(picks);
  const edition = Math.floor(k / size);
  return edition === 0 ? name : { en: `${name.en} ${edition + 1}`, ar: `${name.ar} ${edition + 1}` };
}

/** FNV-1a of a text: a vendor's seed from its code. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The share of each slot sub-category among a vendor's slots; the rest are plain video slots (''). */
const slotShares: ReadonlyArray<readonly [SlotClassify, number, FamilyName]> = [
  ['SC', 0.04, 'scratch'],
  ['VP', 0.03, 'videoPoker'],
  ['JP', 0.06, 'jackpot'],
  ['TG', 0.05, 'table'],
  ['AC', 0.03, 'arcade'],
  ['BG', 0.02, 'bingo'],
];

const familyOf: Record<Exclude<GameType, 'RNG' | 'LOTT'>, FamilyName> = {
  LIVE: 'live',
  FISH: 'fish',
  PVP: 'cardRoom',
  SPORTS: 'sport',
  ESPORTS: 'esport',
  COCKFIGHT: 'cockfight',
  ELOTT: 'eLottery',
};

const lotteryFamilyOf = (vassalage: string): FamilyName =>
  vassalage === 'TCG_LOTTO_VN' ? 'vietnamLotto' : vassalage === 'TCG_SEA' ? 'seaLottery' : 'lottery';

/** How likely a game of each type has a free trial (live tables, sports and draws have none). */
const trialChance: Partial<Record<GameType, number>> = { RNG: 0.75, FISH: 0.6, PVP: 0.3 };
const hotChance = (gameType: GameType) => (gameType === 'RNG' ? 0.03 : 0.05);
const newChance = 0.04;

/** Where a vendor's block of nodeIds starts, and where its game-list cards sit in it. */
const blockSize = 10_000;
const cardOffset = 9_900;

/** Builds the whole catalogue. Pure: call it as often as needed, it answers the same every time. */
export function buildDemoCatalogue(vendorList: readonly DemoVendor[] = demoVendors): DemoCatalogue {
  const counters = new Map<FamilyName, number>();
  const games: DemoGame[] = [];
  const vendors = vendorList.map((vendor, index) => {
    const gameTypes = Object.keys(vendor.games) as GameType[];
    const random = seededUnit(hashOf(vendor.vassalage) ^ 0x5eed_2026);
    const base = (index + 1) * blockSize;
    const vendorCounters = new Map<FamilyName, number>();
    const nextName = (familyName: FamilyName): Bilingual => {
      const family: Family = families[familyName];
      const counter = family.scope === 'global' ? counters : vendorCounters;
      const k = counter.get(familyName) ?? 0;
      counter.set(familyName, k + 1);
      return nameAt(family, k);
    };
    let position = 0;
    if (vendor.gameListCard) {
      gameTypes.forEach((gameType, typeIndex) => {
        const title = gameTypeTitles[gameType];
        games.push({
          nodeId: base + cardOffset + typeIndex,
          gameCode: `${vendor.vassalage}_${gameType}_HALL`,
          name: { en: `${vendor.name.en}: ${title.en} Hall`, ar: `قاعة ${title.ar} - ${vendor.name.ar}` },
          gameType,
          vassalage: vendor.vassalage,
          gameClassify: '',
          isNew: 0,
          isHot: 0,
          freeplay: 0,
          supportPlay: vendor.trialStyle === 'supportPlay' ? 1 : null,
          isGame: 0,
          sort: 0,
          popularity: 0,
        });
      });
    }
    for (const gameType of gameTypes) {
      const count = vendor.games[gameType] ?? 0;
      for (let i = 0; i < count; i += 1) {
        position += 1;
        let gameClassify: SlotClassify | '' = '';
        let familyName: FamilyName;
        if (gameType === 'RNG') {
          const roll = random();
          let edge = 0;
          familyName = 'slot';
          for (const [classify, share, family] of slotShares) {
            edge += share;
            if (roll < edge) {
              gameClassify = classify;
              familyName = family;
              break;
            }
          }
        } else {
          familyName = gameType === 'LOTT' ? lotteryFamilyOf(vendor.vassalage) : familyOf[gameType];
        }
        const trial = random() < (trialChance[gameType] ?? 0);
        const isHot = random() < hotChance(gameType) ? 1 : 0;
        const isNew = random() < newChance ? 1 : 0;
        // Most games are played a little, a few a lot; hot games are the most played.
        const popularity =
          Math.floor(random() ** 3 * 5_000) + (isHot ? 5_000 + Math.floor(random() * 5_000) : 0);
        games.push({
          nodeId: base + position,
          gameCode: `${vendor.vassalage}_${String(position).padStart(4, '0')}`,
          name: nextName(familyName),
          gameType,
          vassalage: vendor.vassalage,
          gameClassify,
          isNew,
          isHot,
          freeplay: vendor.trialStyle === 'freeplay' && trial ? 1 : 0,
          supportPlay: vendor.trialStyle === 'supportPlay' ? (trial ? 0 : 1) : null,
          isGame: 1,
          sort: position,
          popularity,
        });
      }
    }
    return { ...vendor, gameTypes, sort: index + 1 };
  });
  return { vendors, games };
}

let built: DemoCatalogue | undefined;

/** The demo brand's catalogue, built once per process (the build is pure and takes a moment). */
export const demoCatalogue = (): DemoCatalogue => (built ??= buildDemoCatalogue());

export interface DemoGameAnnouncement {
  id: number;
  /** '' for every vendor. */
  vassalage: string;
  title: Bilingual;
  content: Bilingual;
  /** Published this many days before the first seeding (negative: scheduled). */
  daysAgo: number;
}

/** The game announcements: vendors' news and maintenance windows. */
export const demoGameAnnouncements: DemoGameAnnouncement[] = [
  {
    id: 1,
    vassalage: '',
    title: { en: 'New games every week', ar: 'ألعاب جديدة كل أسبوع' },
    content: {
      en: '<p>Look for the <strong>NEW</strong> badge: fresh titles reach the lobby every Thursday.</p>',
      ar: '<p>ابحث عن شارة <strong>جديد</strong>: تصل ألعاب جديدة إلى الردهة كل يوم خميس.</p>',
    },
    daysAgo: 1,
  },
  {
    id: 2,
    vassalage: 'CQ9',
    title: { en: 'CQ9 Gaming: scheduled maintenance', ar: 'سي كيو 9: صيانة مجدولة' },
    content: {
      en: '<p>CQ9 games are unavailable on Tuesdays from 06:00 to 08:00 GMT while the vendor upgrades its servers.</p>',
      ar: '<p>ألعاب سي كيو 9 غير متاحة أيام الثلاثاء من 06:00 إلى 08:00 بتوقيت غرينتش أثناء تحديث خوادم المزود.</p>',
    },
    daysAgo: 2,
  },
  {
    id: 3,
    vassalage: 'PG',
    title: { en: 'PG Studio: Hold & Win week', ar: 'بي جي ستوديو: أسبوع احتفظ واربح' },
    content: {
      en: '<p>Every <em>Hold &amp; Win</em> slot of PG Studio pays its bonus round more often this week.</p>',
      ar: '<p>كل سلوتس <em>احتفظ واربح</em> من بي جي ستوديو تمنح جولتها الإضافية أكثر هذا الأسبوع.</p>',
    },
    daysAgo: 3,
  },
  {
    id: 4,
    vassalage: 'EVP',
    title: { en: 'Evopulse Live: Arabic Roulette tables', ar: 'إيفوبلس لايف: طاولات الروليت العربية' },
    content: {
      en: '<p>Arabic Roulette tables with Arabic-speaking dealers are open every evening from 18:00.</p>',
      ar: '<p>طاولات الروليت العربية مع موزعين يتحدثون العربية مفتوحة كل مساء من الساعة 18:00.</p>',
    },
    daysAgo: 4,
  },
  {
    id: 5,
    vassalage: 'DS88',
    title: { en: 'DS88 Sabong: arena schedule', ar: 'دي إس 88 سابونغ: جدول الحلبات' },
    content: {
      en: '<p>Live fights run daily from 14:00 to 22:00 (GMT+8).</p>',
      ar: '<p>تُقام المواجهات المباشرة يوميًا من 14:00 إلى 22:00 (بتوقيت غرينتش +8).</p>',
    },
    daysAgo: 5,
  },
  {
    id: 6,
    vassalage: 'TCG_LOTTO_VN',
    title: { en: 'Vietnam Lotto: draw times', ar: 'لوتو فيتنام: مواعيد السحب' },
    content: {
      en: '<p>The southern provinces draw at 16:15, the central at 17:15 and the northern at 18:15 (GMT+7).</p>',
      ar: '<p>تُسحب المقاطعات الجنوبية في 16:15 والوسطى في 17:15 والشمالية في 18:15 (بتوقيت غرينتش +7).</p>',
    },
    daysAgo: 6,
  },
  {
    id: 7,
    vassalage: 'BGS',
    title: { en: 'BGS Gaming: choose your hall', ar: 'بي جي إس: اختر قاعتك' },
    content: {
      en: '<p>A BGS hall card opens the list of its games: pick one to play.</p>',
      ar: '<p>تفتح بطاقة قاعة بي جي إس قائمة ألعابها: اختر لعبة لتبدأ.</p>',
    },
    daysAgo: 7,
  },
  {
    id: 8,
    vassalage: 'SBX',
    title: {
      en: 'Stadium Bet: cash out on live football',
      ar: 'ستاديوم بت: السحب المبكر في كرة القدم المباشرة',
    },
    content: {
      en: '<p>Cash out your live football bets before the final whistle.</p>',
      ar: '<p>اسحب رهاناتك المباشرة على كرة القدم قبل صافرة النهاية.</p>',
    },
    daysAgo: 8,
  },
  {
    id: 9,
    vassalage: '',
    title: { en: 'Coming soon: a new fishing hall', ar: 'قريبًا: قاعة صيد جديدة' },
    content: {
      en: '<p>A new fishing hall opens next week.</p>',
      ar: '<p>تُفتتح قاعة صيد جديدة الأسبوع المقبل.</p>',
    },
    daysAgo: -7,
  },
];
