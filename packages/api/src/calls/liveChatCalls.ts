/** The liveChat calls of the platform contract (their schemas and documentation: `@portal/api/contract`). */
import { defineCall } from '../call';
import type { ApiQuery } from '../client/ApiClient';
import type {
  LaunchChatRequest,
  LaunchChatValue,
  LiveModel,
  SandboxChatRoomValue,
} from '../contract/liveChat';
import { paths } from '../paths';

export const liveModels = defineCall<ApiQuery, LiveModel[]>()({
  name: 'liveModels',
  method: 'GET',
  path: paths.liveModels,
});

export const launchChat = defineCall<LaunchChatRequest, LaunchChatValue>()({
  name: 'launchChat',
  method: 'POST',
  path: paths.launchChat,
  auth: 'member',
});

export const sandboxChat = defineCall<ApiQuery, unknown>()({
  name: 'sandboxChat',
  method: 'GET',
  path: paths.sandboxChat,
});

export const sandboxChatRoom = defineCall<{ room?: string; lang?: string }, SandboxChatRoomValue>()({
  name: 'sandboxChatRoom',
  method: 'GET',
  path: paths.sandboxChatRoom,
});
