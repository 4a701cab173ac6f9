/** The gameRound calls of the platform contract (their schemas and documentation: `@portal/api/contract`). */
import { defineCall } from '../call';
import type { ApiQuery } from '../client/ApiClient';
import type { PvpRoomsValue, RankListValue, SandboxRoundRequest, SandboxRoundValue } from '../contract/games';
import { paths } from '../paths';

export const sandboxGameRound = defineCall<SandboxRoundRequest, SandboxRoundValue>()({
  name: 'sandboxGameRound',
  method: 'POST',
  path: paths.sandboxGameRound,
  idempotent: true,
});

export const pvpRooms = defineCall<{ language: string }, PvpRoomsValue>()({
  name: 'pvpRooms',
  method: 'GET',
  path: paths.pvpRooms,
  auth: 'session',
});

export const rankList = defineCall<ApiQuery, RankListValue>()({
  name: 'rankList',
  method: 'GET',
  path: paths.rankList,
});
