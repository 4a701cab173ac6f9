import { calls, lotteryViews, prizeModes, type LaunchValue, type SandboxGamePageValue } from '@portal/api';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { recordRecentGame, type GameRow } from '../catalogue/catalogue';
import type { Platform } from '../context';
import { createGameSession, findGameSession, gameKindOf, gameTokenPattern } from '../games/gameSessions';
import type { GameLaunch } from '../games/gamesProvider';
import { launchTarget, type LaunchTarget } from '../games/launchTarget';
import { countTrialLaunch } from '../games/trialLaunchLimit';
import { ApiError } from '../failures/ApiError';
import { defineRoute } from '../http/defineRoute';
import { redirectTarget } from '../oauth/redirectTarget';
import { sendBuiltPage } from '../http/sendBuiltPage';
import { contentLanguage } from '../system/contentSettings';
import { languageFor } from '../content/languageFor';
import { clientTypeQuery, ignoredText, vendorCode } from './gameSchemas';
import { bounded, languageQuery, storableText, wholeQuery } from './routeSchemas';
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

/** A free trial exists: `freeplay: 1`, or `supportPlay: 0` for the vendors that say it that way. */
export const hasFreeTrial = (game: Pick<GameRow, 'freeplay' | 'supportPlay'>) =>
  game.freeplay === 1 || game.supportPlay === 0;

/**
 * The launches (spec sections 4 and 7): `launchGame` for members (real money, through the ledger),
 * `GCS_gameLaunchFB` for the free trial (anyone, play money), each a game session whose page the games
 * provider names; and, for a provider whose pages the platform serves (the sandbox), the game page (a
 * static file) and what it shows.
 */
export function gameLaunchRoutes(app: FastifyInstance, platform: Platform) {
  const { db, config } = platform;
  const backUrlOf = (asked: string | undefined) =>
    asked ? redirectTarget(asked.trim(), config.corsOrigins)({}) : '/';
  const launchUrl = (token: string, { game }: LaunchTarget, session: GameLaunch['session']) =>
    platform.games.launchUrl({ token, session, gameCode: game.gameCode, vendorCode: game.vassalage });

  defineRoute(app, platform, calls.launchGame, {
    query: launchQuery,
    handler: async ({ query, member: { account, session } }): Promise<LaunchValue> => {
      if (config.trialTypes.includes(account.type)) throw new ApiError('TRIAL_NOT_ALLOWED');
      const backUrl = backUrlOf(query.backUrl);
      const target = await launchTarget(platform, query);
      const opened = {
        nodeId: target.game.nodeId,
        kind: gameKindOf(target.game.gameType),
        trial: false,
        language: contentLanguage(query.language || account.language),
        backUrl,
      };
      const { token } = await createGameSession(platform, {
        ...opened,
        accountId: account.id,
        memberSessionHash: session.tokenHash,
        prizeMode: target.prizeMode,
        view: target.view,
      });
      await recordRecentGame(db, {
        accountId: account.id,
        nodeId: target.game.nodeId,
        playedAt: new Date(platform.now()),
      });
      return { url: await launchUrl(token, target, opened), trial: false };
    },
  });

  defineRoute(app, platform, calls.launchTrial, {
    query: launchQuery,
    handler: async ({ query, request }): Promise<LaunchValue> => {
      const backUrl = backUrlOf(query.backUrl);
      const target = await launchTarget(platform, query);
      if (!hasFreeTrial(target.game)) throw new ApiError('NO_FREE_TRIAL');
      await countTrialLaunch(platform, limitAddressOf(request));
      const opened = {
        nodeId: target.game.nodeId,
        kind: gameKindOf(target.game.gameType),
        trial: true,
        language: await languageFor(db, query.language),
        backUrl,
      };
      const { token } = await createGameSession(platform, {
        ...opened,
        accountId: null,
        memberSessionHash: null,
        prizeMode: target.prizeMode,
        view: target.view,
      });
      return { url: await launchUrl(token, target, opened), trial: true };
    },
  });

  const sessionQuery = v.object({
    session: v.pipe(v.string(), v.regex(gameTokenPattern, 'errors.badInput')),
  });

  // The page is the same static file for every session (it asks sandboxGamePage what to show); the
  // status still tells a live session (200) from one that is over (404).
  defineRoute(app, platform, calls.sandboxGame, {
    query: sessionQuery,
    handler: async ({ query, reply }) => {
      if (!platform.games.page) throw new ApiError('NOT_FOUND');
      const session = await findGameSession(platform, query.session);
      return sendBuiltPage(reply, 'game', session ? 200 : 404);
    },
  });

  defineRoute(app, platform, calls.sandboxGamePage, {
    query: sessionQuery,
    handler: async ({ query, reply }): Promise<SandboxGamePageValue> => {
      const page = platform.games.page;
      if (!page) throw new ApiError('NOT_FOUND');
      reply.header('cache-control', 'no-store');
      const session = await findGameSession(platform, query.session);
      if (!session) return { ended: true, lang: await languageFor(db, undefined), backUrl: '/' };
      return page(platform, session);
    },
  });
}
