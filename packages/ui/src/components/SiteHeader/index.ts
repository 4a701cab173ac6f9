export { preloadMemberHeader, SiteHeader, type SiteHeaderProps } from './SiteHeader';
export type {
  SiteHeaderBalance,
  SiteHeaderMemberLinks,
  SiteHeaderMemberSession,
  SiteHeaderSession,
  SiteHeaderVisitorSession,
} from './siteHeaderSession';
