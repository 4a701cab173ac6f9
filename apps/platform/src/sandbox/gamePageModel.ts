import {
  sandboxStakesMinor,
  type GameType,
  type PvpRoom,
  type SandboxGamePage,
  type SandboxPageLotteryGame,
  type SandboxPageLotteryRule,
} from '@portal/api';
import { and, asc, eq } from 'drizzle-orm';
import { findGame, findVendor } from '../catalogue/catalogue';
import { gameTypeTitles } from '../catalogue/gameTypeTitles';
import { lotteryGamesOf } from '../catalogue/lotteryGamesOf';
import type { Db } from '../db/database';
import { pvpRooms } from '../db/schema';
import type { GameSessionRow } from '../games/gameSessions';
import type { GamesHost } from '../games/gamesProvider';
import { openedDraws } from '../games/lotteryDraws';
import {
  isLotteryGroupCode,
  lotteryRtp,
  lotteryRules,
  multiplierHundredths,
  type LotteryGroupCode,
} from '../games/lotteryEngine';
import { pvpRtp } from '../games/pvpEngine';
import { slotPaylines, slotPaytable, slotStatedRtp, slotStrips, slotSymbols } from '../games/slotEngine';
import { findMainWallet } from '../ledger/ledger';
import { pick } from '../system/contentSettings';
import { readSetting } from '../system/siteSettings';

const percent = (fraction: number) => Math.round(fraction * 10_000) / 100;

/** Each category's rule as the page needs it, with every bet's pay and RTP. */
const pageRules = Object.fromEntries(
  Object.values(lotteryRules).map((rule): [LotteryGroupCode, SandboxPageLotteryRule] => [
    rule.code,
    {
      min: rule.min,
      max: rule.max,
      draw: rule.draw,
      ordered: rule.ordered,
      matchFirst: rule.matchFirst,
      maxPicks: rule.maxPicks,
      pad: rule.pad,
      pays: Array.from({ length: rule.maxPicks }, (_, i) => ({
        count: i + 1,
        multiplier: multiplierHundredths(rule, i + 1) / 100,
        rtp: percent(lotteryRtp(rule, i + 1)),
      })),
    },
  ]),
) as Record<LotteryGroupCode, SandboxPageLotteryRule>;

/** The lottery games of a prize mode, named in the language, by category and place. */
async function pageLotteryGames(
  db: Db,
  prizeMode: string,
  language: string,
): Promise<SandboxPageLotteryGame[]> {
  const rows = await lotteryGamesOf(db, prizeMode);
  return rows.map((row) => ({
    gameCode: row.gameCode,
    name: pick({ en: row.nameEn, ar: row.nameAr }, language),
    gameGroupCode: isLotteryGroupCode(row.gameGroupCode) ? row.gameGroupCode : 'LF',
    drawIntervalSeconds: row.drawIntervalSeconds,
  }));
}

/** Everything a session's page shows, read at the time the page asks. */
export async function gamePageModel(platform: GamesHost, session: GameSessionRow): Promise<SandboxGamePage> {
  const { db } = platform;
  const lang = session.language === 'ar' ? 'ar' : 'en';
  const [game, site] = await Promise.all([findGame(db, session.nodeId), readSetting(db, 'site')]);
  const vendor = game ? await findVendor(db, game.vassalage) : undefined;
  // A member's balance is the ledger's (a wallet not made yet holds nothing); a trial's is the session's.
  const balanceMinor =
    !session.trial && session.accountId !== null
      ? ((await findMainWallet(db, session.accountId))?.balance ?? 0)
      : (session.balanceMinor ?? 0);
  const model: SandboxGamePage = {
    ended: false,
    lang,
    kind: session.kind === 'lottery' || session.kind === 'pvp' ? session.kind : 'slot',
    trial: session.trial,
    gameName: game ? pick({ en: game.nameEn, ar: game.nameAr }, lang) : '',
    vendorName: vendor ? pick({ en: vendor.displayNameEn, ar: vendor.displayNameAr }, lang) : '',
    typeTitle: game ? pick(gameTypeTitles[game.gameType as GameType], lang) : '',
    backUrl: session.backUrl,
    currencySymbol: site.currencySymbol,
    balanceMinor,
    netMinor: session.wonMinor - session.stakedMinor,
    elapsedMs: Math.max(0, platform.now() - session.startedAt.getTime()),
    rounds: session.rounds,
    stakes: [...sandboxStakesMinor],
  };

  if (model.kind === 'slot') {
    // The window before the first spin: each reel at a stop of its own, the same for the session.
    model.slot = {
      rtp: percent(slotStatedRtp),
      symbols: [...slotSymbols],
      paytable: slotPaytable,
      paylines: slotPaylines.map((line) => [...line]),
      reels: slotStrips.map((strip, reel) =>
        [0, 1, 2].map(
          (row) => strip[(session.id * (reel + 3) + row) % strip.length] as (typeof strip)[number],
        ),
      ),
    };
  } else if (model.kind === 'lottery') {
    const prizeMode = session.prizeMode ?? 'LOTT';
    const all = await pageLotteryGames(db, prizeMode, lang);
    const current =
      all.find((entry) => entry.gameCode === game?.gameCode) ??
      ({
        gameCode: game?.gameCode ?? '',
        name: model.gameName,
        gameGroupCode: 'LF',
        drawIntervalSeconds: 86_400,
      } satisfies SandboxPageLotteryGame);
    model.lottery = {
      view: session.view === 'lobby' ? 'lobby' : 'betting',
      current,
      games: session.view === 'lobby' ? all : [],
      rules: pageRules,
      draws: await openedDraws(db, current, platform.now(), 5),
    };
  } else {
    const rooms = await db
      .select()
      .from(pvpRooms)
      .where(and(eq(pvpRooms.nodeId, session.nodeId)))
      .orderBy(asc(pvpRooms.sort));
    model.pvp = {
      rtp: percent(pvpRtp),
      rooms: rooms.map((room): PvpRoom => ({
        roomId: room.roomId,
        gameCode: game?.gameCode ?? '',
        name: pick({ en: room.nameEn, ar: room.nameAr }, lang),
        stakeMinor: room.stakeMinor,
        players: room.players,
        seats: room.seats,
      })),
    };
  }
  return model;
}
