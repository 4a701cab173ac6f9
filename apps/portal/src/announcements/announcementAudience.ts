import type { AnnouncementExecution } from '@portal/api';

export type AnnouncementAudience = 'member' | 'visitor';

/** Visitors see execution B; members A, and F too on their first login (spec section 4). */
export function executionsFor(audience: AnnouncementAudience, firstLogin: boolean): AnnouncementExecution[] {
  if (audience === 'visitor') return ['B'];
  return firstLogin ? ['A', 'F'] : ['A'];
}

/** The session-storage key that remembers a closed popup, one per audience (spec section 4). */
export const closedKey = (audience: AnnouncementAudience) => `announcement.${audience}`;

/** Whether this session already closed the audience's popup; storage that refuses reads counts as not closed. */
export function wasClosed(audience: AnnouncementAudience): boolean {
  try {
    return sessionStorage.getItem(closedKey(audience)) === 'closed';
  } catch {
    return false;
  }
}

export function rememberClosed(audience: AnnouncementAudience): void {
  try {
    sessionStorage.setItem(closedKey(audience), 'closed');
  } catch {
    // Without storage the popup may show again on the next visit: nothing is lost.
  }
}
