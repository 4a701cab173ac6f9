import type { CallContracts } from './CallContract';
import { favouriteListMaxPageSize, gameListMaxPageSize } from '../index';
import type * as calls from '../calls/memberGameCalls';

/** What the memberGame calls take and answer, for the platform and the OpenAPI document. */
export const memberGameContracts = {
  favouriteIds: {
    summary: "The member's favourite games' nodeIds, newest first",
    tags: ['games'],
  },
  favouriteList: {
    summary: `A page of the member's favourite games, newest first, optionally of a game type or vendor; pageSize 1-${favouriteListMaxPageSize} (${favouriteListMaxPageSize})`,
    tags: ['games'],
  },
  favouriteAdd: {
    summary:
      "Adds a game to the member's favourites (idempotent); the game must exist (404) and its vendor and " +
      'game type must be the ones sent (400). Answers the favourite ids',
    tags: ['games'],
    refusals: ['NOT_FOUND'],
  },
  favouriteRemove: {
    summary:
      "Removes a game from the member's favourites (idempotent; JSON body like the add). A game gone from " +
      'the catalogue can still be removed. Answers the favourite ids',
    tags: ['games'],
    refusals: ['NOT_FOUND'],
  },
  recentGames: {
    summary: `The member's recently played games, newest first, optionally of a game type or vendor; pageSize 1-${gameListMaxPageSize} (20)`,
    tags: ['games'],
  },
} satisfies CallContracts<typeof calls>;
