/** The gameLaunch calls of the platform contract (their schemas and documentation: `@portal/api/contract`). */
import { defineCall } from '../call';
import type { ApiQuery } from '../client/ApiClient';
import type { LaunchQuery, LaunchValue, SandboxGamePageValue } from '../contract/games';
import { paths } from '../paths';

export const launchGame = defineCall<LaunchQuery & { roomId?: string }, LaunchValue>()({
  name: 'launchGame',
  method: 'GET',
  path: paths.launchGame,
  auth: 'member',
});

export const launchTrial = defineCall<LaunchQuery & { roomId?: string }, LaunchValue>()({
  name: 'launchTrial',
  method: 'GET',
  path: paths.launchTrial,
});

export const sandboxGame = defineCall<ApiQuery, unknown>()({
  name: 'sandboxGame',
  method: 'GET',
  path: paths.sandboxGame,
});

export const sandboxGamePage = defineCall<{ session: string }, SandboxGamePageValue>()({
  name: 'sandboxGamePage',
  method: 'GET',
  path: paths.sandboxGamePage,
});
