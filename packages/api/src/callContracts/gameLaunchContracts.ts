import type { CallContracts } from './CallContract';
import type * as calls from '../calls/gameLaunchCalls';

/** What the gameLaunch calls take and answer, for the platform and the OpenAPI document. */
export const gameLaunchContracts = {
  launchGame: {
    summary:
      'Launches a game for real money (nodeId or gameCode, or the lottery lobby launch: launchMode LOTT, ' +
      'lottoPrizeMode, lottoGameCode, lottoView betting|lobby): a game session whose page is the answer url',
    tags: ['games'],
    refusals: ['GAME_MAINTENANCE', 'NOT_A_GAME', 'NOT_FOUND', 'REDIRECT_NOT_ALLOWED', 'TRIAL_NOT_ALLOWED'],
  },
  launchTrial: {
    summary:
      "Launches a game's free trial, without a token: play money held by the game session, never the " +
      'ledger. Only games with a trial (freeplay 1 or supportPlay 0)',
    tags: ['games'],
    refusals: [
      'THROTTLED',
      'GAME_MAINTENANCE',
      'NOT_A_GAME',
      'NOT_FOUND',
      'NO_FREE_TRIAL',
      'REDIRECT_NOT_ALLOWED',
    ],
  },
  sandboxGame: {
    summary:
      "A game session's page (HTML, a static file that draws itself from sandboxGamePage): the slot, the lottery draw or the PVP rooms; " +
      'a 404 page once the session is over',
    tags: ['games'],
    refusals: ['NOT_FOUND'],
  },
  sandboxGamePage: {
    summary:
      "What a sandbox game session's page shows (its language, the game, the balance, the reels, draws or rooms); " +
      '`ended` once the session is over',
    tags: ['games'],
    refusals: ['NOT_FOUND'],
  },
} satisfies CallContracts<typeof calls>;
