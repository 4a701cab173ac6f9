import {
  lotteryViews,
  paths,
  prizeModes,
  type LaunchValue,
  type LotteryView,
  type PrizeMode,
} from '@portal/api';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import {
  ensureVendorOpen,
  findGame,
  findGameByCode,
  recordRecentGame,
  type GameRow,
} from '../catalogue/catalogue';
import type { Platform } from '../context';
import type { Db } from '../db/database';
import { lotteryGames } from '../db/schema';
import { createGameSession, findGameSession, gameKindOf, gameTokenPattern } from '../games/gameSessions';
import { countTrialLaunch } from '../games/trialLaunchLimit';
import { ApiError } from '../http/apiError';
import { defineRoute } from '../http/defineRoute';
import { redirectTarget } from '../oauth/redirectTarget';
import { endedGamePage, gamePage } from '../sandbox/gamePage';
import { gamePageModel } from '../sandbox/gamePageModel';
import { gameScript } from '../sandbox/gameScript';
import { contentLanguage } from '../system/contentSettings';
import { languageFor } from '../content/languageFor';
import { languageQuery, storableText, wholeQuery } from './contentQueries';
import { clientTypeQuery, ignoredText, vendorCode } from './gameQueries';
import { bounded } from './routeSchemas';
import { limitAddressOf } from '../http/visitor';

/** A game's code as a query carries it. */
export const gameCodeQuery = v.pipe(
  v.string(),
  bounded(40),
  v.regex(/^[A-Za-z0-9_-]{1,40}$/, 'errors.badInput'),
);

/** A query value of a fixed set, any case (upper-cased here). */
const upperPicklist = <T extends string>(options: readonly T[]) =>
  v.pipe(v.string(), bounded(16), v.trim(), v.toUpperCase(), v.picklist(options, 'errors.badInput'));

/** The query of both launches (spec section 7), the lottery lobby launch's fields included. */
const launchQuery = v.object({
  nodeId: v.optional(wholeQuery(1, 999_999)),
  gameCode: v.optional(gameCodeQuery),
  vassalage: v.optional(vendorCode, ''),
  language: languageQuery,
  backUrl: v.optional(storableText(500)),
  lottoArea: v.optional(upperPicklist(['VN'] as const)),
  launchMode: v.optional(upperPicklist(['LOTT'] as const)),
  lottoPrizeMode: v.optional(upperPicklist(prizeModes)),
  lottoGameCode: v.optional(gameCodeQuery),
  lottoView: v.optional(
    v.pipe(v.string(), bounded(16), v.trim(), v.toLowerCase(), v.picklist(lotteryViews, 'errors.badInput')),
  ),
  device: v.optional(upperPicklist(['WEB'] as const)),
  clientType: clientTypeQuery,
  platform: ignoredText,
  merchant: ignoredText,
});

type LaunchQuery = v.InferOutput<typeof launchQuery>;

interface LaunchTarget {
  game: GameRow;
  prizeMode?: PrizeMode;
  view?: LotteryView;
}

/** The lottery game of a code in a prize mode (the first mode offering it when none is asked). */
async function lotteryGameOf(db: Db, gameCode: string, prizeMode: PrizeMode | undefined) {
  const [row] = await db
    .select()
    .from(lotteryGames)
    .where(
      and(eq(lotteryGames.gameCode, gameCode), prizeMode ? eq(lotteryGames.prizeMode, prizeMode) : undefined),
    )
    .orderBy(asc(lotteryGames.prizeMode))
    .limit(1);
  return row;
}

/**
 * What a launch opens: the lottery lobby launch (launchMode LOTT or a lottoGameCode) opens a lottery game of
 * the prize mode (its first game for a lobby without a code); otherwise the game of the nodeId or code. It
 * must exist (404), be a game and not a card standing for a game list (NOT_A_GAME), be the vendor's when
 * one is named (400), and its vendor must be open (GAME_MAINTENANCE, 503).
 */
async function launchTarget(db: Db, query: LaunchQuery): Promise<LaunchTarget> {
  let target: LaunchTarget | undefined;
  if (query.launchMode === 'LOTT' || query.lottoGameCode) {
    const prizeMode = query.lottoPrizeMode ?? 'LOTT';
    const view = query.lottoView ?? 'betting';
    const row = query.lottoGameCode
      ? await lotteryGameOf(db, query.lottoGameCode, prizeMode)
      : view === 'lobby'
        ? (
            await db
              .select()
              .from(lotteryGames)
              .where(eq(lotteryGames.prizeMode, prizeMode))
              .orderBy(asc(lotteryGames.gameGroupCode), asc(lotteryGames.sort), asc(lotteryGames.gameCode))
              .limit(1)
          )[0]
        : undefined;
    if (!query.lottoGameCode && view !== 'lobby') throw new ApiError('BAD_INPUT');
    const game = row ? await findGame(db, row.nodeId) : undefined;
    if (!game) throw new ApiError('NOT_FOUND');
    target = { game, prizeMode, view };
  } else {
    let game: GameRow | undefined;
    if (query.nodeId !== undefined) game = await findGame(db, query.nodeId);
    else if (query.gameCode) game = await findGameByCode(db, query.gameCode);
    else throw new ApiError('BAD_INPUT');
    if (!game) throw new ApiError('NOT_FOUND');
    target = { game };
    if (gameKindOf(game.gameType) === 'lottery') {
      const lottery = await lotteryGameOf(db, game.gameCode, undefined);
      target = { game, prizeMode: (lottery?.prizeMode as PrizeMode | undefined) ?? 'LOTT', view: 'betting' };
    }
  }
  if (query.vassalage && query.vassalage !== target.game.vassalage) throw new ApiError('BAD_INPUT');
  if (target.game.isGame !== 1) throw new ApiError('NOT_A_GAME');
  await ensureVendorOpen(db, target.game.vassalage);
  return target;
}

/** A free trial exists: `freeplay: 1`, or `supportPlay: 0` for the vendors that say it that way. */
export const hasFreeTrial = (game: Pick<GameRow, 'freeplay' | 'supportPlay'>) =>
  game.freeplay === 1 || game.supportPlay === 0;

const launchUrl = (token: string) => `${paths.sandboxGame}?session=${token}`;

/**
 * The launches (spec sections 4 and 7) and the sandbox games behind them: `launchGame` for members (real
 * money, through the ledger), `GCS_gameLaunchFB` for the free trial (anyone, play money), and the game
 * page with its script.
 */
export function gameLaunchRoutes(app: FastifyInstance, platform: Platform) {
  const { db, config } = platform;
  const backUrlOf = (asked: string | undefined) =>
    asked ? redirectTarget(asked.trim(), config.corsOrigins)({}) : '/';

  defineRoute(app, platform, {
    method: 'GET',
    url: paths.launchGame,
    summary:
      'Launches a game for real money (nodeId or gameCode, or the lottery lobby launch: launchMode LOTT, ' +
      'lottoPrizeMode, lottoGameCode, lottoView betting|lobby): a game session whose page is the answer url. ' +
      '403 in_need_true_account for trial accounts, 503 GAME_MAINTENANCE for a vendor under maintenance',
    tags: ['games'],
    auth: 'member',
    query: launchQuery,
    handler: async ({ query, member: { account, session } }): Promise<LaunchValue> => {
      if (config.trialTypes.includes(account.type)) throw new ApiError('TRIAL_NOT_ALLOWED');
      const backUrl = backUrlOf(query.backUrl);
      const target = await launchTarget(db, query);
      const { token } = await createGameSession(platform, {
        accountId: account.id,
        memberSessionHash: session.tokenHash,
        nodeId: target.game.nodeId,
        kind: gameKindOf(target.game.gameType),
        trial: false,
        language: contentLanguage(query.language || account.language),
        backUrl,
        prizeMode: target.prizeMode,
        view: target.view,
      });
      await recordRecentGame(db, {
        accountId: account.id,
        nodeId: target.game.nodeId,
        playedAt: new Date(platform.now()),
      });
      return { url: launchUrl(token), trial: false };
    },
  });

  defineRoute(app, platform, {
    method: 'GET',
    url: paths.launchTrial,
    summary:
      "Launches a game's free trial, without a token: play money held by the game session, never the " +
      'ledger. Only games with a trial (freeplay 1 or supportPlay 0); others answer 403 NO_FREE_TRIAL',
    tags: ['games'],
    query: launchQuery,
    handler: async ({ query, request }): Promise<LaunchValue> => {
      const backUrl = backUrlOf(query.backUrl);
      const target = await launchTarget(db, query);
      if (!hasFreeTrial(target.game)) throw new ApiError('NO_FREE_TRIAL');
      await countTrialLaunch(platform, limitAddressOf(request));
      const language = await languageFor(db, query.language);
      const { token } = await createGameSession(platform, {
        accountId: null,
        memberSessionHash: null,
        nodeId: target.game.nodeId,
        kind: gameKindOf(target.game.gameType),
        trial: true,
        language,
        backUrl,
        prizeMode: target.prizeMode,
        view: target.view,
      });
      return { url: launchUrl(token), trial: true };
    },
  });

  defineRoute(app, platform, {
    method: 'GET',
    url: paths.sandboxGame,
    summary:
      "A game session's page (HTML, in the session's language): the slot, the lottery draw or the PVP rooms; " +
      'a 404 page once the session is over',
    tags: ['games'],
    query: v.object({ session: v.pipe(v.string(), v.regex(gameTokenPattern, 'errors.badInput')) }),
    handler: async ({ query, reply }) => {
      const session = await findGameSession(platform, query.session);
      const send = (status: number, html: string) =>
        reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
      if (!session) {
        const lang = await languageFor(db, undefined);
        return send(404, endedGamePage(lang));
      }
      return send(200, gamePage(await gamePageModel(platform, session, query.session)));
    },
  });

  defineRoute(app, platform, {
    method: 'GET',
    url: paths.sandboxGameScript,
    summary: "The sandbox game page's script",
    tags: ['games'],
    handler: async ({ reply }) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(gameScript),
  });
}
