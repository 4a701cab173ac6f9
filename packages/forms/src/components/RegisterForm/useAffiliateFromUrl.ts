import { useEffect, useEffectEvent, useState } from 'react';

/** Where the address's invitation code stands: none given, being checked, accepted or refused. */
export type AffiliateFromUrlStatus = 'none' | 'checking' | 'valid' | 'invalid';

/**
 * Checks the address's invitation code once it is known (spec section 4: checked on load). A check
 * that cannot run counts as refused, so the person can type a code instead.
 */
export function useAffiliateFromUrl(
  code: string | undefined,
  onCheck: (code: string) => Promise<boolean>,
): AffiliateFromUrlStatus {
  const wanted = code?.trim() || undefined;
  const [checked, setChecked] = useState<{ code: string; valid: boolean }>();
  // The host's callback may be a new function on every render; only a new code starts a new check.
  const check = useEffectEvent((value: string) => onCheck(value));

  useEffect(() => {
    if (!wanted) return;
    let current = true;
    check(wanted)
      .catch(() => false)
      .then((valid) => {
        if (current) setChecked({ code: wanted, valid });
      });
    return () => {
      current = false;
    };
  }, [wanted]);

  if (!wanted) return 'none';
  if (checked?.code !== wanted) return 'checking';
  return checked.valid ? 'valid' : 'invalid';
}
