export { SideMenu, type SideMenuProps, type SideMenuGameType } from './SideMenu';
export {
  siteEntries,
  siteEntryKeys,
  defaultSiteLinks,
  isSiteAction,
  type SiteEntryKey,
  type SiteActionKey,
  type SiteLinkKey,
  type SiteLinks,
  type SiteFeatures,
} from './siteEntries';
export { siteEntryIcons, gameTypeIcon } from './menuIcons';
export { useSiteEntries, type SiteEntry, type SiteEntryOptions } from './useSiteEntries';
