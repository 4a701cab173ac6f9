/** The gameCatalogue calls of the platform contract (their schemas and documentation: `@portal/api/contract`). */
import { defineCall } from '../call';
import type { ApiQuery } from '../client/ApiClient';
import type {
  GameAnnouncementsValue,
  GameListValue,
  GameMenusValue,
  HotGamesValue,
  PopularGamesValue,
  VendorGameTypesValue,
  VendorLanesValue,
} from '../contract/games';
import { paths } from '../paths';

export const gameVendors = defineCall<ApiQuery, VendorLanesValue>()({
  name: 'gameVendors',
  method: 'GET',
  path: paths.gameVendors,
});

export const vendorGameTypes = defineCall<ApiQuery, VendorGameTypesValue>()({
  name: 'vendorGameTypes',
  method: 'GET',
  path: paths.vendorGameTypes,
});

export const gameMenus = defineCall<{ language: string }, GameMenusValue>()({
  name: 'gameMenus',
  method: 'GET',
  path: paths.gameMenus,
});

export const gameList = defineCall<ApiQuery, GameListValue>()({
  name: 'gameList',
  method: 'GET',
  path: paths.gameList,
});

export const hotGames = defineCall<ApiQuery, HotGamesValue>()({
  name: 'hotGames',
  method: 'GET',
  path: paths.hotGames,
});

export const popularGames = defineCall<{ language: string }, PopularGamesValue>()({
  name: 'popularGames',
  method: 'GET',
  path: paths.popularGames,
});

export const gameAnnouncements = defineCall<ApiQuery, GameAnnouncementsValue>()({
  name: 'gameAnnouncements',
  method: 'GET',
  path: paths.gameAnnouncements,
});

export const gameArt = defineCall<void, unknown>()({
  name: 'gameArt',
  method: 'GET',
  path: '/wps/media/game/{file}',
});

export const vendorLogo = defineCall<void, unknown>()({
  name: 'vendorLogo',
  method: 'GET',
  path: '/wps/media/vendor/{file}',
});
