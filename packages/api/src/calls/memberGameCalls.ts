/** The memberGame calls of the platform contract (their schemas and documentation: `@portal/api/contract`). */
import { defineCall } from '../call';
import type { ApiQuery } from '../client/ApiClient';
import type {
  FavouriteChangeValue,
  FavouriteIdsValue,
  FavouriteListValue,
  FavouriteRequest,
  RecentGamesValue,
} from '../contract/games';
import { paths } from '../paths';

export const favouriteIds = defineCall<void, FavouriteIdsValue>()({
  name: 'favouriteIds',
  method: 'GET',
  path: paths.favouriteIds,
  auth: 'session',
});

export const favouriteList = defineCall<ApiQuery, FavouriteListValue>()({
  name: 'favouriteList',
  method: 'GET',
  path: paths.favouriteList,
  auth: 'session',
});

export const favouriteAdd = defineCall<FavouriteRequest, FavouriteChangeValue>()({
  name: 'favouriteAdd',
  method: 'POST',
  path: paths.favouriteAdd,
  auth: 'session',
});

export const favouriteRemove = defineCall<FavouriteRequest, FavouriteChangeValue>()({
  name: 'favouriteRemove',
  method: 'DELETE',
  path: paths.favouriteRemove,
  auth: 'session',
});

export const recentGames = defineCall<ApiQuery, RecentGamesValue>()({
  name: 'recentGames',
  method: 'GET',
  path: paths.recentGames,
  auth: 'session',
});
