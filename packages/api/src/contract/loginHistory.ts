/**
 * The member's login history (spec: the security centre's "login history (time, address, device)"): every
 * login of a real account, newest first, kept for twelve months and at most the last hundred.
 */

/** How the member proved who they are: a password, an SMS code, a social provider, another site's hand-over, or registering. */
export type LoginMethod = 'password' | 'sms' | 'social' | 'handover' | 'register';

/** One login as the member sees it. */
export interface LoginEvent {
  id: number;
  /** When it happened (ISO). */
  at: string;
  /** The address it came from, masked: an IPv4 one as `203.0.113.*`, an IPv6 one by its first three groups (`2001:db8:85a3:*`); '' when unknown. */
  address: string;
  /** The browser and system, as "Chrome on Windows"; '' when the browser did not say. */
  device: string;
  method: LoginMethod;
  /** The session making this call started with this login. */
  current: boolean;
}

/** `GET /wps/member/logins`: the newest logins first, `pageSize` of them (1 to 50, 20 by default). */
export interface LoginHistoryQuery {
  pageSize?: number;
}

export interface LoginHistoryValue {
  list: LoginEvent[];
}
