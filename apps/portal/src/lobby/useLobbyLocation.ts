import type { LobbyLocation } from '@portal/lobby';
import { useLocation, useSearchParams } from 'react-router-dom';
import { categoryOf } from '../layout/categoryOf';

const accountPaths: Record<string, LobbyLocation['category']> = { '/favorite': 'FAV', '/recent': 'RECENT' };

/**
 * The lobby location the address names (spec 2.1): a category path and its ?vassalage=, /favorite and
 * /recent, and on the home paths ?lobby=hot or ?lobby=search&search=.
 */
export function useLobbyLocation(): LobbyLocation {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const vassalage = params.get('vassalage')?.trim() ?? '';
  const category = categoryOf(pathname);
  if (category && category !== 'HOME') return { category, vassalage };
  if (accountPaths[pathname]) return { category: accountPaths[pathname], vassalage };
  const lobby = params.get('lobby');
  if (lobby === 'hot') return { category: 'HOT', vassalage };
  if (lobby === 'search')
    return { category: 'SEARCH', vassalage, search: params.get('search')?.trim() ?? '' };
  return { category: 'HOME' };
}
