export {
  AnnouncementBoard,
  type AnnouncementBoardItem,
  type AnnouncementBoardProps,
} from './AnnouncementBoard';
export { formatAnnouncementDate, type AnnouncementDateOptions } from './announcementDate';
