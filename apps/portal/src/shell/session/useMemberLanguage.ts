import { calls } from '@portal/api';
import { type MemberInfo } from '@portal/api';
import { useApiClient, useSitePermission } from '@portal/api/react';
import { useEffect, useState } from 'react';

/**
 * The language-update action (spec section 7): a member's chosen language, when the site serves it, is
 * told to the platform, which words the member's data in it (the VIP label). Answers `synced` once the
 * platform holds the language shown, so calls worded by it wait for that. The session runs it once for
 * the whole app.
 */
export function useMemberLanguage(
  language: string,
  member: MemberInfo | undefined,
  refreshMember: () => Promise<unknown>,
): { synced: boolean } {
  const client = useApiClient();
  const permission = useSitePermission();
  const served = permission.data?.languages.includes(language) ?? false;
  const [told, setTold] = useState<string | null>(null);
  const pending = Boolean(member) && served && member?.language !== language && told !== language;
  useEffect(() => {
    if (!pending) return;
    void client
      .call(calls.memberLanguage, { language })
      .then(() => refreshMember())
      .catch(() => undefined)
      .finally(() => setTold(language));
  }, [pending, client, language, refreshMember]);
  return { synced: !pending };
}
