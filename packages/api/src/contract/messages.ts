/**
 * The member's platform messages (spec 2.6 messageV2): written by platform events (a deposit credited, a
 * withdrawal paid, a password changed) and by the operator. Texts are plain text in the member's language.
 */

export interface InboxMessage {
  id: number;
  title: string;
  /** Plain text; line breaks are the author's. */
  content: string;
  read: boolean;
  createdAt: string;
}

/** `GET /wps/member/messages`: newest first, a page at a time (`before` is the last id seen). */
export interface MessagesQuery {
  before?: number;
  pageSize?: number;
}

export interface MessagesValue {
  list: InboxMessage[];
  /** Pass as `before` for the next page; absent on the last page. */
  next?: number;
  /** The member's unread messages, all pages: the header's badge reads the same number. */
  unreadCount: number;
}

/** `POST /wps/member/messages/read`: one message read (`id`), or every message (`all`). */
export interface MessageReadRequest {
  id?: number;
  all?: boolean;
}

/** `DELETE /wps/member/messages`: one message gone. */
export interface MessageDeleteRequest {
  id: number;
}

/** What a read or a deletion leaves: the unread count the header shows next. */
export interface MessagesChangeValue {
  unreadCount: number;
}
