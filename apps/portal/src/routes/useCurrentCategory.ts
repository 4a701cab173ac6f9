import { useLocation, useSearchParams } from 'react-router-dom';
import { categoryOf, type CurrentCategory } from './categoryOf';

/**
 * The current game category and vendor (spec 2.1: the category paths set the category, /rng?vassalage=
 * selects the vendor). Both are read from the address, so navigating to / resets them to HOME and none.
 */
export function useCurrentCategory(): { category: CurrentCategory | null; vassalage: string } {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  return { category: categoryOf(pathname), vassalage: params.get('vassalage')?.trim() ?? '' };
}
