/** The platform-message calls of the contract (their documentation: `@portal/api/contract`). */
import { defineCall } from '../call';
import type {
  MessageDeleteRequest,
  MessageReadRequest,
  MessagesChangeValue,
  MessagesQuery,
  MessagesValue,
} from '../contract/messages';
import { memberPaths } from '../memberPaths';

export const messages = defineCall<MessagesQuery, MessagesValue>()({
  name: 'messages',
  method: 'GET',
  path: memberPaths.messages,
  auth: 'member',
});

export const messageRead = defineCall<MessageReadRequest, MessagesChangeValue>()({
  name: 'messageRead',
  method: 'POST',
  path: memberPaths.messagesRead,
  auth: 'member',
});

export const messageDelete = defineCall<MessageDeleteRequest, MessagesChangeValue>()({
  name: 'messageDelete',
  method: 'DELETE',
  path: memberPaths.messages,
  auth: 'member',
});
