export { NoticeDialog, type NoticeDialogNotice, type NoticeDialogProps } from './NoticeDialog';
