export { ChatRoomDialog, chatRoomSandbox, type ChatRoomDialogProps } from './ChatRoomDialog';
