export {
  Tabs,
  tabsVariants,
  type TabsVariant,
  type TabsRootProps,
  type TabsListProps,
  type TabsTriggerProps,
  type TabsContentProps,
} from './Tabs';
