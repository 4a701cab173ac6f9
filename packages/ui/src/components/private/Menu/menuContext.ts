import { createContext, useContext, type RefObject } from 'react';
import type { MenuFocusTarget } from './menuNavigation';

export interface MenuContextValue {
  open: boolean;
  /** Opens the menu with focus on its first or last item (or moves focus there if already open). */
  openMenu: (focus: MenuFocusTarget) => void;
  /** Closes the menu; `returnFocus` puts focus back on the button (Escape, Tab, choosing an item). */
  closeMenu: (options?: { returnFocus?: boolean }) => void;
  triggerRef: RefObject<HTMLElement | null>;
  contentRef: RefObject<HTMLDivElement | null>;
  /** Which item takes focus when the content mounts. */
  initialFocus: RefObject<MenuFocusTarget>;
  triggerId: string;
  contentId: string;
}

export const MenuContext = createContext<MenuContextValue | null>(null);

export function useMenuContext(part: string): MenuContextValue {
  const context = useContext(MenuContext);
  if (!context) throw new Error(`${part} must be rendered inside <Menu.Root>.`);
  return context;
}

/** The menu's items that can take focus, in document order. */
export function menuItems(content: HTMLElement | null): HTMLElement[] {
  if (!content) return [];
  return Array.from(
    content.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"]):not([disabled])'),
  );
}

export function focusMenuItem(content: HTMLElement | null, target: MenuFocusTarget): void {
  const items = menuItems(content);
  (target === 'first' ? items[0] : items[items.length - 1])?.focus();
}
