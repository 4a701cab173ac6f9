import { useRecentGames } from '@portal/api/react';
import { CategoryMenu } from '../components/CategoryMenu';
import { buildCategories } from '../rules/buildCategories';
import { categoryNavigation } from '../rules/categoryNavigation';
import { useLobbyHost } from './LobbyHostContext';
import type { LobbyLocation } from './lobbyLocation';
import { useLobbyVendors } from './useLobbyVendors';
import { useLobbySession } from './useLobbySession';

/**
 * The lobby's category menu (spec 2.3): home, Hot, Favourites (members), Recent (members who have played),
 * then the vendor categories in the navigation's order, e-sports and cockfight after sports.
 */
export function LobbyCategoryMenu({ current }: { current: LobbyLocation['category'] }) {
  const host = useLobbyHost();
  const loggedIn = useLobbySession().session === 'member';
  const { lanes } = useLobbyVendors();
  const recent = useRecentGames(loggedIn ? { page: 1, pageSize: 1 } : null).data;
  const categories = buildCategories(lanes ?? [], {
    loggedIn,
    hasRecent: (recent?.list.length ?? 0) > 0,
  });
  const vendorCategories = categoryNavigation(categories).filter(
    (link) => link.code !== 'HOME' && link.code !== 'PROMO' && link.code !== 'FAV',
  );
  const accountCodes = (['HOT', 'FAV', 'RECENT'] as const).filter((code) =>
    categories.some((category) => category.code === code),
  );
  const items = [
    { code: 'HOME', path: host.hrefFor({ category: 'HOME' }) },
    ...accountCodes.map((code) => ({ code, path: host.hrefFor({ category: code }) })),
    ...vendorCategories.map(({ code }) => ({
      code,
      path: host.hrefFor({ category: code as LobbyLocation['category'] }),
    })),
  ];
  return <CategoryMenu items={items} current={current} />;
}
