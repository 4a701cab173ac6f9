import type { CallContracts } from './CallContract';
import type * as calls from '../calls/lotteryCalls';

/** What the lottery calls take and answer, for the platform and the OpenAPI document. */
export const lotteryContracts = {
  lotteryMenu: {
    summary:
      'The lottery menus of a prize mode (LOTT by default): gameMenus, one per category (11X5, LF, LHC, ' +
      'PK10, SSC) with its title and games',
    tags: ['lottery'],
  },
  lotteryMenuRecent: {
    summary:
      "The member's recently played lottery games, newest first (at most 20), optionally of a prize mode",
    tags: ['lottery'],
  },
  lotteryGames: {
    summary:
      'The lottery games of a prize mode, each tagged with its category (gameGroupCode); optionally one category',
    tags: ['lottery'],
  },
  lotteryOpenedVn: {
    summary:
      "A lottery game's latest opened draws, newest first (limit 1-30, 10): numero, the drawn numbers and " +
      'when it opened. Draws open on the game’s schedule; a result never changes once drawn',
    tags: ['lottery'],
    refusals: ['NOT_FOUND'],
  },
  lotteryOpened: {
    summary:
      "A lottery game's latest opened draws, newest first (limit 1-30, 10): numero, the drawn numbers and " +
      'when it opened. Draws open on the game’s schedule; a result never changes once drawn',
    tags: ['lottery'],
    refusals: ['NOT_FOUND'],
  },
} satisfies CallContracts<typeof calls>;
