/** One announcement as the board shows it (spec section 3). */
export interface AnnouncementBoardItem {
  id: number;
  title: string;
  /** When it starts, in epoch milliseconds; shown as the local date. */
  startDate: number;
  /** HTML from the server; sanitised before it is shown. */
  content: string;
}
