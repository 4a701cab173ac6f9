import { paths, type LanguageUpdateValue } from '@portal/api';
import { useApiClient, useSitePermission } from '@portal/api/react';
import { useEffect, useState } from 'react';
import { useSession } from './SessionContext';

/**
 * The language-update action (spec section 7): a member's chosen language, when the site serves it, is
 * told to the platform, which words the member's data in it (the VIP label). Answers `synced` once the
 * platform holds the language shown, so calls worded by it wait for that.
 */
export function useMemberLanguage(language: string): { synced: boolean } {
  const client = useApiClient();
  const session = useSession();
  const permission = useSitePermission();
  const served = permission.data?.languages.includes(language) ?? false;
  const stored = session.member?.language;
  const [told, setTold] = useState<string | null>(null);
  const pending = Boolean(session.member) && served && stored !== language && told !== language;
  useEffect(() => {
    if (!pending) return;
    void client
      .request<LanguageUpdateValue>({ method: 'POST', path: paths.memberLanguage, body: { language } })
      .then(() => session.refreshMember())
      .catch(() => undefined)
      .finally(() => setTold(language));
  }, [pending, client, language, session]);
  return { synced: !session.member || !served || stored === language || told === language };
}
