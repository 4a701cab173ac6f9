import type { CallContracts } from './CallContract';
import { rankListDefaultLimit, rankListMaxLimit, roundIntervalMs } from '../index';
import { idempotencyKeyHeader } from '../paths';
import type * as calls from '../calls/gameRoundCalls';

/** What the gameRound calls take and answer, for the platform and the OpenAPI document. */
export const gameRoundContracts = {
  sandboxGameRound: {
    summary:
      `One round of a game session (${idempotencyKeyHeader} header required): slot, lottery draw (picks) or ` +
      'PVP hand (roomId). A real session moves the stake and the win through the ledger in one transaction; ' +
      `a trial only its play money. One round per ${roundIntervalMs} ms per session (429); 401 once the ` +
      'session is over; 409 INSUFFICIENT_FUNDS with nothing written; a retried key replays its answer, ' +
      'another body with it is 422',
    tags: ['games'],
    refusals: ['THROTTLED', 'GAME_SESSION_INVALID'],
  },
  pvpRooms: {
    summary:
      "The PVP rooms: a game's (gameCode), or those of the most played PVP games; each with its stake per " +
      'hand, players and seats; limit 1-100 (50)',
    tags: ['games'],
    refusals: ['NOT_FOUND'],
  },
  rankList: {
    summary:
      `The winner board: the biggest real wins of the last 30 days (game rounds), largest first; gameCategory ` +
      `ALL or a game type; limitNum 1-${rankListMaxLimit} (${rankListDefaultLimit}); names masked`,
    tags: ['games'],
  },
} satisfies CallContracts<typeof calls>;
