/** The lottery calls of the platform contract (their schemas and documentation: `@portal/api/contract`). */
import { defineCall } from '../call';
import type { ApiQuery } from '../client/ApiClient';
import type { LotteryGamesValue, LotteryMenuValue, OpenedDrawsValue } from '../contract/games';
import { paths } from '../paths';

export const lotteryMenu = defineCall<ApiQuery, LotteryMenuValue>()({
  name: 'lotteryMenu',
  method: 'GET',
  path: paths.lotteryMenu,
});

export const lotteryMenuRecent = defineCall<ApiQuery, LotteryGamesValue>()({
  name: 'lotteryMenuRecent',
  method: 'GET',
  path: paths.lotteryMenuRecent,
  auth: 'session',
});

export const lotteryGames = defineCall<ApiQuery, LotteryGamesValue>()({
  name: 'lotteryGames',
  method: 'GET',
  path: paths.lotteryGames,
});

export const lotteryOpenedVn = defineCall<ApiQuery, OpenedDrawsValue>()({
  name: 'lotteryOpenedVn',
  method: 'GET',
  path: paths.lotteryOpenedVn,
});

export const lotteryOpened = defineCall<ApiQuery, OpenedDrawsValue>()({
  name: 'lotteryOpened',
  method: 'GET',
  path: paths.lotteryOpened,
});
