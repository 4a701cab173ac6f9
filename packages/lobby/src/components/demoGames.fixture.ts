/**
 * Demo data for the lobby's stories and tests, in English and Arabic: vendors, games (any number, for
 * the 10,000-game grid), winners, PVP rooms, lottery menus and draws. Deterministic (no Math.random,
 * no clock) so pictures never change, and no network: games use the GameCard's built-in art and vendor
 * logos are inline SVG data URIs drawn from shapes only (text inside an image would use the machine's
 * system fonts and make the baselines depend on them).
 */
import type {
  Game,
  GameType,
  LotteryGame,
  LotteryMenuValue,
  OpenedDraw,
  PvpRoom,
  RankEntry,
  Vendor,
} from '@portal/api';
import { lobbyTexts } from '../i18n/messages/lobbyTexts.fixture';

export type DemoLanguage = 'en' | 'ar';

/** The story's language from Storybook's `globals.locale` (Arabic unless English is asked for). */
export const demoLanguageOf = (locale: unknown): DemoLanguage => (locale === 'en' ? 'en' : 'ar');

/** The lobby's messages in the story's language, for finding things by their text. */
export const demoMessagesOf = (locale: unknown) => lobbyTexts[demoLanguageOf(locale) === 'en' ? 'en' : 'ar'];

const svgUri = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

const logoPalettes = [
  ['#f2c14e', '#c4572a'],
  ['#5b3be0', '#c42a8f'],
  ['#1fb6c9', '#0d3b66'],
  ['#45d99b', '#127a52'],
  ['#ff7a86', '#8a1f4f'],
  ['#6cbcff', '#1d3fa8'],
  ['#ffb547', '#8a5a00'],
  ['#b58cff', '#4a1d8a'],
] as const;

const logoMarks = [
  // A spade-like drop, a diamond, a ring, a triangle, a star burst, a hexagon, a crescent, a square.
  '<path d="M24 9c6 8 12 12 12 18a7 7 0 0 1-12 5 7 7 0 0 1-12-5c0-6 6-10 12-18z"/>',
  '<path d="M24 8l14 16-14 16-14-16z"/>',
  '<circle cx="24" cy="24" r="13" fill="none" stroke-width="6"/>',
  '<path d="M24 9l15 27H9z"/>',
  '<path d="M24 7l4 11 11 1-9 7 3 12-9-7-9 7 3-12-9-7 11-1z"/>',
  '<path d="M24 8l14 8v16l-14 8-14-8V16z"/>',
  '<path d="M30 9a16 16 0 1 0 0 30 13 13 0 1 1 0-30z"/>',
  '<rect x="11" y="11" width="26" height="26" rx="6"/>',
] as const;

/** A vendor's logo: a rounded tile in its own gradient with a white mark. */
export function demoVendorLogo(seed: number): string {
  const [from, to] = logoPalettes[seed % logoPalettes.length]!;
  const mark = logoMarks[seed % logoMarks.length]!;
  return svgUri(`<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="48" height="48" rx="12" fill="url(#g)"/>
<g fill="#fff" stroke="#fff" fill-opacity="0.95">${mark}</g>
</svg>`);
}

const vendorNames: Array<{ code: string; en: string; ar: string }> = [
  { code: 'PG', en: 'PG Soft', ar: 'بي جي سوفت' },
  { code: 'EG2', en: 'Evo Gaming', ar: 'إيفو للألعاب' },
  { code: 'PT', en: 'Playtech', ar: 'بلاي تك' },
  { code: 'JDB', en: 'JDB Gaming', ar: 'جي دي بي' },
  { code: 'CQ9', en: 'CQ9 Gaming', ar: 'سي كيو 9' },
  { code: 'FC', en: 'Fa Chai', ar: 'فا تشاي' },
  { code: 'JL', en: 'JILI Games', ar: 'جيلي للألعاب' },
  { code: 'BGS', en: 'Big Gaming', ar: 'بيغ غيمنغ' },
];

/** The demo vendors of the slots lane; CQ9 is under maintenance and BGS's cards open its game list. */
export function demoVendors(language: DemoLanguage): Vendor[] {
  return vendorNames.map((vendor, index) => ({
    vassalage: vendor.code,
    displayName: vendor[language],
    accountTypeName: `${vendor.code}_WALLET`,
    logoUrl: demoVendorLogo(index),
    gameCount: 1200 + ((index * 379) % 900),
    maintenance: vendor.code === 'CQ9',
    gameListCard: vendor.code === 'BGS',
  }));
}

/** A vendor's display name by its code, in the story's language. */
export const demoVendorName = (language: DemoLanguage) => (game: Pick<Game, 'vassalage'>) =>
  vendorNames.find((vendor) => vendor.code === game.vassalage)?.[language] ?? game.vassalage;

const heads = {
  en: ['Tiger', 'Treasure', 'Gate', 'Crown', 'Wheel', 'Temple', 'Island', 'Castle', 'Legend', 'Night'],
  ar: ['نمر', 'كنز', 'بوابة', 'تاج', 'عجلة', 'معبد', 'جزيرة', 'قلعة', 'أسطورة', 'ليلة'],
};
const complements = {
  en: [
    'of Fortune',
    'of Gold',
    'of the Dragon',
    'of the Ocean',
    'of Kings',
    'of the Desert',
    'of Pearls',
    'of the Stars',
    'of the Pharaohs',
    'of Rubies',
  ],
  ar: ['الحظ', 'الذهب', 'التنين', 'المحيط', 'الملوك', 'الصحراء', 'اللؤلؤ', 'النجوم', 'الفراعنة', 'الياقوت'],
};

/** A demo game's name: a hundred distinct names, then numbered editions of them. */
export function demoGameName(index: number, language: DemoLanguage): string {
  const base = `${heads[language][index % 10]} ${complements[language][Math.floor(index / 10) % 10]}`;
  const edition = Math.floor(index / 100);
  return edition === 0 ? base : `${base} ${edition + 1}`;
}

const gameTypeCycle: GameType[] = ['RNG', 'RNG', 'RNG', 'LIVE', 'FISH', 'RNG', 'PVP'];

/** One demo game; `index` decides everything, so the same index is the same game in both languages. */
export function demoGame(index: number, language: DemoLanguage): Game {
  const name = demoGameName(index, language);
  const vendor = vendorNames[index % vendorNames.length]!;
  const nodeId = 1000 + index;
  return {
    nodeId,
    nodeName: name,
    gameName: name,
    displayName: name,
    gameType: gameTypeCycle[index % gameTypeCycle.length]!,
    vassalage: vendor.code,
    gameClassify: '',
    isNew: index % 11 === 0 ? 1 : 0,
    isHot: index % 4 === 0 ? 1 : 0,
    // No art of its own: the card draws its built-in art, so stories never reach the network.
    iconUrl: '',
    gameCode: `${vendor.code}-${nodeId}`,
    isGame: 1,
    freeplay: index % 3 === 0 ? 1 : 0,
  };
}

/** `count` demo games (10,000 for the virtualised grid). */
export function demoGames(language: DemoLanguage, count: number, offset = 0): Game[] {
  return Array.from({ length: count }, (_, i) => demoGame(offset + i, language));
}

/** A game whose Arabic and English names run long, to show how cards clamp them. */
export function demoLongNamedGame(language: DemoLanguage): Game {
  const name =
    language === 'ar'
      ? 'كنوز التنين الذهبي: مغامرة الحظ الكبرى في المعبد القديم تحت رمال الصحراء'
      : 'Treasures of the Golden Dragon: the Great Fortune Adventure in the Ancient Desert Temple';
  return { ...demoGame(3, language), nodeId: 999, nodeName: name, gameName: name, displayName: name };
}

const maskedNames = ['ab***9', 'fa***d', 'kh***1', 'mo***7', 'sa***a', 'no***4', 'ri***m', 'yu***2'];

/** The winner board as the platform sends it (unsorted on purpose: the board sorts by win). */
export function demoWinners(language: DemoLanguage, count = 8): RankEntry[] {
  const symbol = language === 'ar' ? 'ر.س' : 'SAR';
  return Array.from({ length: count }, (_, i) => {
    const winAmount = (((i * 7919) % 97) + 3) * 12_500 + i * 100;
    const major = new Intl.NumberFormat(`${language}-u-nu-latn`, { minimumFractionDigits: 2 }).format(
      winAmount / 100,
    );
    return {
      vo: {
        winAmount,
        game: demoGameName(i * 13, language),
        name: maskedNames[i % maskedNames.length]!,
        prize: `${symbol} ${major}`,
        wonAt: Date.UTC(2026, 10, 22, 20, i * 3),
      },
    };
  });
}

const roomNames = {
  en: ['Royal Table', 'Desert Night', 'High Rollers', 'Golden Oasis', 'Beginners Welcome', 'Midnight Majlis'],
  ar: [
    'الطاولة الملكية',
    'ليلة الصحراء',
    'كبار اللاعبين',
    'الواحة الذهبية',
    'مرحبًا بالمبتدئين',
    'مجلس منتصف الليل',
  ],
};

/** PVP rooms; the second one is full. */
export function demoRooms(language: DemoLanguage, count = 6): PvpRoom[] {
  return Array.from({ length: count }, (_, i) => {
    const seats = i % 2 === 0 ? 6 : 9;
    return {
      roomId: `room-${i + 1}`,
      gameCode: i % 3 === 0 ? 'TEXAS' : 'OMAHA',
      name: roomNames[language][i % roomNames[language].length]!,
      stakeMinor: [100, 500, 2_000, 10_000, 50, 25_000][i % 6]!,
      players: i === 1 ? seats : (i * 2 + 1) % seats,
      seats,
    };
  });
}

const lotteryCopy: Record<
  string,
  { en: string; ar: string; games: Array<{ en: string; ar: string; every: number }> }
> = {
  SSC: {
    en: 'Time-time lotteries',
    ar: 'يانصيب كل وقت',
    games: [
      { en: 'Riyadh 1-minute', ar: 'الرياض دقيقة واحدة', every: 60 },
      { en: 'Jeddah 3-minute', ar: 'جدة 3 دقائق', every: 180 },
      { en: 'Dubai 5-minute', ar: 'دبي 5 دقائق', every: 300 },
    ],
  },
  '11X5': {
    en: '11 choose 5',
    ar: '11 اختر 5',
    games: [
      { en: 'Lucky 11x5', ar: 'الحظ 11×5', every: 180 },
      { en: 'Gulf 11x5', ar: 'الخليج 11×5', every: 600 },
    ],
  },
  PK10: {
    en: 'PK10 racing',
    ar: 'سباق PK10',
    games: [
      { en: 'Racing PK10', ar: 'سباق PK10', every: 300 },
      { en: 'Speed PK10', ar: 'PK10 السريع', every: 75 },
    ],
  },
  LHC: {
    en: 'Mark Six',
    ar: 'مارك سِكس',
    games: [{ en: 'Mark Six classic', ar: 'مارك سِكس الكلاسيكي', every: 86_400 }],
  },
  LF: {
    en: 'Daily draws',
    ar: 'السحوبات اليومية',
    games: [
      { en: 'Daily 3D', ar: 'اليومي ثلاثي الأرقام', every: 86_400 },
      { en: 'Evening Pick 3', ar: 'اختيار المساء 3', every: 43_200 },
    ],
  },
};

/** The lottery menus of a prize mode, one per category with its own art. */
export function demoLotteryMenus(language: DemoLanguage): LotteryMenuValue['gameMenus'] {
  return Object.entries(lotteryCopy).map(([gameGroupCode, group]) => ({
    gameGroupCode,
    title: group[language],
    games: group.games.map((game, i): LotteryGame => ({
      gameCode: `${gameGroupCode}-${i + 1}`,
      name: game[language],
      prizeMode: 'LOTT',
      gameGroupCode,
      drawIntervalSeconds: game.every,
    })),
  }));
}

/** Every demo lottery game, for looking a draw's game name up. */
export const demoLotteryGames = (language: DemoLanguage): LotteryGame[] =>
  demoLotteryMenus(language).flatMap((menu) => menu.games);

const pad = (n: number) => String(n).padStart(2, '0');

/** The latest opened draws: each category draws numbers its own way. */
export function demoDraws(): OpenedDraw[] {
  const at = (minute: number) => Date.UTC(2026, 10, 24, 18, minute);
  return [
    { gameCode: 'SSC-1', numero: '20261124-1081', result: ['3', '7', '0', '9', '5'], openedAt: at(1) },
    { gameCode: '11X5-1', numero: '20261124-0361', result: ['02', '05', '07', '10', '11'], openedAt: at(0) },
    {
      gameCode: 'PK10-1',
      numero: '20261124-0217',
      result: [4, 9, 1, 10, 6, 3, 8, 2, 7, 5].map(pad),
      openedAt: at(0),
    },
    {
      gameCode: 'LHC-1',
      numero: '2026-131',
      result: ['08', '14', '23', '31', '40', '47', '19'],
      openedAt: Date.UTC(2026, 10, 24, 13, 30),
    },
    { gameCode: 'LF-1', numero: '2026-328', result: ['4', '1', '8'], openedAt: Date.UTC(2026, 10, 24, 12) },
  ];
}
