import { useLocation } from 'react-router-dom';
import { categoryOf, type CurrentCategory } from './categoryOf';

/**
 * The current game category (spec 2.1: the category paths set it), read from the address, so navigating
 * to / resets it to HOME. The vendor (?vassalage=) is the lobby's to read.
 */
export function useCurrentCategory(): CurrentCategory | null {
  return categoryOf(useLocation().pathname);
}
