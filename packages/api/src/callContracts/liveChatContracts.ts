import type { CallContracts } from './CallContract';
import type * as calls from '../calls/liveChatCalls';

/** What the liveChat calls take and answer, for the platform and the OpenAPI document. */
export const liveChatContracts = {
  liveModels: {
    summary: 'The live-chat hosts, online first',
    tags: ['live chat'],
  },
  launchChat: {
    summary: 'Opens a chat room with an online host; the answer is the room page',
    tags: ['live chat'],
    refusals: ['MODEL_OFFLINE', 'NOT_FOUND'],
  },
  sandboxChat: {
    summary:
      'The sandbox chat page (HTML, a static file that draws itself from sandboxChatRoom): a room of CBS_launchChat (404 page once it is over), or customer service',
    tags: ['live chat'],
  },
  sandboxChatRoom: {
    summary:
      "What the sandbox chat page shows: its language, the room's host (none for customer service), `ended` once the room is over",
    tags: ['live chat'],
  },
} satisfies CallContracts<typeof calls>;
