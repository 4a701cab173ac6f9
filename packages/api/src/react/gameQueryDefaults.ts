import type { ApiQuery } from '../client/ApiClient';

/**
 * The fixed parts of the catalogue queries (spec section 7). The platform reads them to pick the desktop
 * web build of each game, so every hook sends the same values.
 */
export const gameClientType = 3;
/** The game list, favourites and vendors ask for the desktop HTML5 build. */
export const gamePlatform = 'html5-desktop';
/** The hot list names both builds, as the spec's call does. */
export const hotGamesPlatform = 'flash,html5-desktop';
/** `isPlatform` of the hot list: 2 asks for the web platform's hot games. */
export const hotGamesIsPlatform = 2;
/** The winner board's size (spec section 9). */
export const rankListLimit = 20;
/** The recent list's page size in one reading of the spec (section 9). */
export const recentGamesPageSize = 20;

/** A query without its empty filters: '' means "any" in the lobby, and the platform reads a missing one so. */
export function withoutEmpty(query: ApiQuery): ApiQuery {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ''));
}

/** The lottery calls' device (spec section 7): the desktop web. */
export const lotteryDevice = 'WEB';
/** Draws open on each game's schedule (every minute for the quickest): the latest are asked again this often. */
export const openedDrawsRefreshMs = 60_000;
