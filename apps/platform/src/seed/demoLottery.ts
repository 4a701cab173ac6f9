/**
 * The demo brand's lottery games and PVP rooms, made from the catalogue (pure and deterministic, like
 * the catalogue itself). A lottery game's category (gameGroupCode) and draw interval follow from its
 * name ("Tokyo 11x5 (3-Minute)" is an 11X5 game drawing every 3 minutes); its prize modes from its vendor.
 */
import type { PrizeMode } from '@portal/api';
import type { LotteryGroupCode } from '../games/lotteryEngine';
import type { Bilingual } from '../system/contentSettings';
import type { DemoGame } from './demoCatalogue';

/** The prize modes each lottery vendor's games are offered in (spec section 3: LOTT, ZY, ELOTT, SEA). */
export const prizeModesOfVendor: Record<string, PrizeMode[]> = {
  // The Vietnam lotto is the lottery screen's (LOTT) and the house's own mode's (ZY).
  TCG_LOTTO_VN: ['LOTT', 'ZY'],
  TCG_SEA: ['SEA'],
  LOTT: ['LOTT'],
  ELOTT: ['ELOTT'],
};

/** Which category a game's name says, first match wins (the names come from demoCatalogue's word lists). */
const groupWords: ReadonlyArray<readonly [RegExp, LotteryGroupCode]> = [
  [/\b11x5\b/i, '11X5'],
  [/\bPK10\b/i, 'PK10'],
  [/Mark Six|Jackpot 6\/45|Mega 6|Keno|Bingo Draw|\bLotto$/i, 'LHC'],
  [/Xien|Lucky Ball/i, '11X5'],
  [
    /Lucky 5D|Time Lottery|Pick 4|Pick 5|Win Go|Color Game|Number Wheel|Fast Draw|Big & Small|Odd & Even|Lucky Pick/i,
    'SSC',
  ],
];

const intervalWords: ReadonlyArray<readonly [RegExp, number]> = [
  [/\(1-Minute\)/, 60],
  [/\(3-Minute\)/, 180],
  [/\(5-Minute\)/, 300],
  [/\(10-Minute\)/, 600],
  [/\(Hourly\)/, 3_600],
  [/\(Daily\)/, 86_400],
];

export interface LotteryProfile {
  gameGroupCode: LotteryGroupCode;
  drawIntervalSeconds: number;
}

/** A lottery game's category and draw interval, from its English name (an edition number is ignored). */
export function lotteryProfileOf(nameEn: string): LotteryProfile {
  const name = nameEn.replace(/ \d+$/, '');
  const gameGroupCode = groupWords.find(([pattern]) => pattern.test(name))?.[1] ?? 'LF';
  const stated = intervalWords.find(([pattern]) => pattern.test(name))?.[1];
  // Without an interval in its name: the quick games draw every 5 minutes (Fast Draw every minute), the
  // others daily.
  const drawIntervalSeconds =
    stated ?? (/Fast Draw/i.test(name) ? 60 : gameGroupCode === 'SSC' ? 300 : 86_400);
  return { gameGroupCode, drawIntervalSeconds };
}

export interface DemoLotteryGame extends LotteryProfile {
  prizeMode: PrizeMode;
  gameCode: string;
  nodeId: number;
  sort: number;
}

/** The lottery games of every prize mode, from the catalogue's lottery vendors' games. */
export function buildDemoLotteryGames(games: readonly DemoGame[]): DemoLotteryGame[] {
  return games.flatMap((game) => {
    const modes = prizeModesOfVendor[game.vassalage];
    if (!modes || game.isGame !== 1) return [];
    const profile = lotteryProfileOf(game.name.en);
    return modes.map((prizeMode) => ({
      prizeMode,
      gameCode: game.gameCode,
      nodeId: game.nodeId,
      sort: game.sort,
      ...profile,
    }));
  });
}

export interface DemoPvpRoom {
  roomId: string;
  nodeId: number;
  name: Bilingual;
  stakeMinor: number;
  seats: number;
  players: number;
  sort: number;
}

const roomTiers: ReadonlyArray<{ name: Bilingual; stakeMinor: number }> = [
  { name: { en: 'Bronze table', ar: 'الطاولة البرونزية' }, stakeMinor: 100 },
  { name: { en: 'Silver table', ar: 'الطاولة الفضية' }, stakeMinor: 500 },
  { name: { en: 'Gold table', ar: 'الطاولة الذهبية' }, stakeMinor: 2_000 },
  { name: { en: 'Diamond table', ar: 'الطاولة الماسية' }, stakeMinor: 10_000 },
];

/** FNV-1a of a text, for the rooms' seated players. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * Four rooms per PVP game, one per stake tier; the seats (2, 4 or 6) and the players already seated come
 * from the room's code, so they are the same on every start. About one room in eight is full.
 */
export function buildDemoPvpRooms(games: readonly DemoGame[]): DemoPvpRoom[] {
  return games
    .filter((game) => game.gameType === 'PVP' && game.isGame === 1)
    .flatMap((game) =>
      roomTiers.map((tier, index) => {
        const roomId = `${game.gameCode}-R${index + 1}`;
        const hash = hashOf(roomId);
        const seats = [2, 4, 6][hash % 3] as number;
        const players = hash % 8 === 0 ? seats : (hash >>> 3) % seats;
        return {
          roomId,
          nodeId: game.nodeId,
          name: tier.name,
          stakeMinor: tier.stakeMinor,
          seats,
          players,
          sort: index + 1,
        };
      }),
    );
}
