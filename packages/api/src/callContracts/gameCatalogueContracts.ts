import type { CallContracts } from './CallContract';
import { hotGamesLimit, popularGamesDefaultLimit, popularGamesMaxLimit } from '../index';
import type * as calls from '../calls/gameCatalogueCalls';

/** What the gameCatalogue calls take and answer, for the platform and the OpenAPI document. */
export const gameCatalogueContracts = {
  gameVendors: {
    summary:
      'The vendor lanes (data.lanes): one per game type in the navigation order, with its vendors, their ' +
      'game counts, maintenance and game-list-card flags, and the classifies its games use',
    tags: ['games'],
  },
  vendorGameTypes: {
    summary: 'The game types a vendor serves, in the navigation order (404 for an unknown vendor)',
    tags: ['games'],
    refusals: ['NOT_FOUND'],
  },
  gameMenus: {
    summary: 'The game menus: each category (game type) with its title, vendor count and game count',
    tags: ['games'],
  },
  gameList: {
    summary:
      'A page of the catalogue: filters gameType, isNew, vassalage, gameClassify, isGame and gameName (a ' +
      'part of the English or Arabic name, any case); pageSize 1-100 (40); a page past the end is empty',
    tags: ['games'],
  },
  hotGames: {
    summary: `The hot games (isHot 1), most popular first, at most ${hotGamesLimit}; optionally of a game type or vendor`,
    tags: ['games'],
  },
  popularGames: {
    summary: `The most played games (by popularity), optionally of a game type or vendor; limit 1-${popularGamesMaxLimit} (${popularGamesDefaultLimit})`,
    tags: ['games'],
  },
  gameAnnouncements: {
    summary:
      "The published game announcements, newest first; with vassalage, that vendor's and the general ones",
    tags: ['games'],
  },
  gameArt: {
    summary: "A game's art (SVG, 240x240): an emblem of its type in colours of its own, no text; immutable",
    tags: ['games'],
    refusals: ['NOT_FOUND'],
  },
  vendorLogo: {
    summary: "A vendor's logo (SVG, 96x96): a wordmark of its code; immutable",
    tags: ['games'],
    refusals: ['NOT_FOUND'],
  },
} satisfies CallContracts<typeof calls>;
