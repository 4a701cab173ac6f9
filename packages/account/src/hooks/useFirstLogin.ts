import type { LoginValue, MemberInfo } from '@portal/api';
import { useApiClient } from '@portal/api/react';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface FirstLogin {
  /** This login is the account's first (and its member has loaded): the welcome and its extras follow. */
  firstLogin: boolean;
  /** Notes a login's answer, which says whether it is the account's first. */
  noteLogin: (value: LoginValue) => void;
  /** The welcome is done, or the member signed out: the first-login extras end. */
  end: () => void;
}

/**
 * The first login of an account (spec section 4): the login's answer says so, the host keeps it for this
 * visit, and the first-login action tells the platform once the member has loaded (once per member).
 */
export function useFirstLogin(member: MemberInfo | undefined): FirstLogin {
  const client = useApiClient();
  const [first, setFirst] = useState(false);
  const told = useRef<number | null>(null);
  useEffect(() => {
    if (!first || !member || told.current === member.id) return;
    told.current = member.id;
    void client.firstLogin().catch(() => {
      // Not told: the next login is still the first, and says so again.
    });
  }, [first, member, client]);
  const noteLogin = useCallback((value: LoginValue) => setFirst(value.firstTimeLogin), []);
  const end = useCallback(() => setFirst(false), []);
  return { firstLogin: Boolean(member) && first, noteLogin, end };
}
