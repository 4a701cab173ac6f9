import { ChatRoomDialog, type ChatRoomDialogProps } from '@portal/ui';

/** The chat room dialog in its own chunk: it loads when a chat is first opened. */
export function ChatRoom(props: ChatRoomDialogProps) {
  return <ChatRoomDialog {...props} />;
}
