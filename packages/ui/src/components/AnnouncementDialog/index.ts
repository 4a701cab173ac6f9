export { AnnouncementDialog, type AnnouncementDialogProps } from './AnnouncementDialog';
