import { useUiTranslation } from '../../i18n/useUiTranslation';
import {
  defaultSiteLinks,
  isSiteAction,
  siteEntries,
  type SiteActionKey,
  type SiteEntryKey,
  type SiteFeatures,
  type SiteLinks,
} from './siteEntries';

export interface SiteEntryOptions {
  /** The site settings that show Rebate, VIP and Invite friends (or Agent). */
  features?: SiteFeatures;
  /** Routes for the link entries, where they differ from `defaultSiteLinks`. */
  links?: Partial<SiteLinks>;
  /** Opens the server-speed selector; without it there is no Server speed entry. */
  onOpenSpeedSelector?: () => void;
  /** Opens customer service; without it there is no Customer service entry. */
  onCustomerService?: () => void;
  /** Opens the help centre in a dialog; without it Help centre is a link to its page. */
  onOpenHelp?: () => void;
}

/** One entry ready to draw: a link (`href`) or an action (`onSelect`), with its translated label. */
export interface SiteEntry {
  key: SiteEntryKey;
  label: string;
  href?: string;
  onSelect?: () => void;
}

/** The entries a site shows, translated, with their routes and actions; shared by the menu and the footer. */
export function useSiteEntries({
  features,
  links,
  onOpenSpeedSelector,
  onCustomerService,
  onOpenHelp,
}: SiteEntryOptions): SiteEntry[] {
  const { t } = useUiTranslation();
  const hrefs = { ...defaultSiteLinks, ...links };
  const actions: Record<SiteActionKey, (() => void) | undefined> = {
    serverSpeed: onOpenSpeedSelector,
    customerService: onCustomerService,
  };
  return siteEntries(features).flatMap((key): SiteEntry[] => {
    const label = t(`siteLinks.${key}`);
    if (key === 'helpCentre' && onOpenHelp) return [{ key, label, onSelect: onOpenHelp }];
    if (!isSiteAction(key)) return [{ key, label, href: hrefs[key] }];
    const onSelect = actions[key];
    return onSelect ? [{ key, label, onSelect }] : [];
  });
}
