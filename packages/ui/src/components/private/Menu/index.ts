// Private: a small accessible menu button for the kit's own components, never exported from the package.
import { MenuContent } from './MenuContent';
import { MenuItem, MenuLinkItem, MenuSeparator } from './MenuItem';
import { MenuRoot, MenuTrigger } from './MenuRoot';

/** `Root > Trigger + Content > Item | LinkItem | Separator`. */
export const Menu = {
  Root: MenuRoot,
  Trigger: MenuTrigger,
  Content: MenuContent,
  Item: MenuItem,
  LinkItem: MenuLinkItem,
  Separator: MenuSeparator,
};
export type { MenuRootProps, MenuTriggerProps } from './MenuRoot';
export { menuAligns, type MenuContentProps } from './MenuContent';
export type { MenuItemProps, MenuLinkItemProps } from './MenuItem';
