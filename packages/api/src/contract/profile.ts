/**
 * The member's profile (spec: the security centre's personal information): the nickname the header shows,
 * the avatar, and the real name and birthday, checked with the registration's rules. A real name or a
 * birthday, once set (at registration or here), is the member's identity for the cashier's checks (KYC):
 * the member cannot change it, only customer service corrects it.
 */

/** One of the avatars the platform draws, that the member may pick. */
export interface ProfileAvatar {
  id: number;
  /** The image (an SVG), as `GET /wps/member/info/icon` answers it once picked. */
  imgUrl: string;
}

/** `GET /wps/member/profile`, and the answer of a change. */
export interface ProfileValue {
  username: string;
  /** The name the header shows; '' when the member has none (the header then shows the username). */
  nickname: string;
  /** The real name, as on the member's ID; absent until set. */
  realName?: string;
  /** The birthday, yyyy-MM-dd; absent until set. */
  birthday?: string;
  /** The avatar the header shows, one of `avatars`; absent when the platform offers none. */
  avatar?: number;
  /** The avatars the member may pick from (empty when the platform offers none). */
  avatars: ProfileAvatar[];
  /** The real name is set: it no longer changes (PROFILE_LOCKED). */
  realNameLocked: boolean;
  /** The birthday is set: it no longer changes (PROFILE_LOCKED). */
  birthdayLocked: boolean;
}

/**
 * `PUT /wps/member/profile`: a partial change, each key left out staying as it is. A nickname given empty
 * is cleared; a real name or a birthday given empty is not set. A locked real name or birthday given again
 * unchanged is no change; given otherwise it is refused (PROFILE_LOCKED) and nothing changes.
 */
export interface ProfileUpdateRequest {
  nickname?: string;
  realName?: string;
  birthday?: string;
  avatar?: number;
}
