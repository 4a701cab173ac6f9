import { useId } from 'react';
import { useUiTranslation } from '../../i18n/useUiTranslation';
import { usePortal } from '../../provider/PortalContext';
import { focusRing } from '../../styles/focusRing.css';
import { cx } from '../../utils/cx';
import { isolate } from '../../utils/isolate';
import type { SiteEntryKey } from '../SideMenu/siteEntries';
import { useSiteEntries, type SiteEntry, type SiteEntryOptions } from '../SideMenu/useSiteEntries';
import * as styles from './SiteFooter.css';
import { footerVendorCodes, VendorLogo } from './VendorLogo';

export const siteFooterHeadingLevels = [2, 3, 4] as const;

export interface SiteFooterProduct {
  /** The product's code (a game type such as RNG, or a vendor code). */
  code: string;
  /** The product's display name. */
  label: string;
  /** Its lobby route. */
  href: string;
}

export interface SiteFooterVendor {
  /** The vendor's code, drawn as its wordmark. */
  code: string;
  /** The accessible name; the code by default. */
  name?: string;
}

export interface SiteFooterProps extends SiteEntryOptions {
  /** The game product list, in order. */
  products: readonly SiteFooterProduct[];
  /** The providers shown as wordmarks; PG, EG2, PT, JDB, CQ9, FC, JL and BGS by default. */
  vendors?: readonly SiteFooterVendor[];
  /** The Curaçao gaming licence number quoted in the licence note. */
  licenceNumber: string;
  /** The copyright year (passed in, so the footer never reads the clock). */
  year: number;
  /** The brand named in the copyright line. */
  brand: string;
  /** The agent programme's landing page, always offered under Discover; '/agent' by default. */
  agentProgrammeHref?: string;
  /** The heading level of the group titles within the page's outline; 2 by default. */
  headingLevel?: (typeof siteFooterHeadingLevels)[number];
  className?: string;
}

/** Which footer column each site entry sits in. */
const groups = {
  account: ['bettingRecord', 'rebate', 'rewards', 'vip', 'inviteFriends', 'agent'],
  discover: ['promotions', 'appDownload'],
  support: ['customerService', 'serverSpeed', 'helpCentre'],
} as const satisfies Record<string, readonly SiteEntryKey[]>;

type FooterColumn = 'products' | keyof typeof groups;
/** A product or a site entry, drawn alike: a link, or a button for the two actions. */
type FooterItem = Omit<SiteEntry, 'key'> & { key: string };

const defaultVendors: readonly SiteFooterVendor[] = footerVendorCodes.map((code) => ({ code }));

/** The site footer (spec 2.4): link groups, game products, providers, licence, age notice, copyright. */
export function SiteFooter({
  products,
  vendors = defaultVendors,
  licenceNumber,
  year,
  brand,
  agentProgrammeHref = '/agent',
  headingLevel = 2,
  className,
  ...siteOptions
}: SiteFooterProps) {
  const { t } = useUiTranslation();
  const { linkComponent: Link } = usePortal();
  const ids = useId();
  const entries = useSiteEntries(siteOptions);
  const Heading = `h${headingLevel}` as const;
  const linkClass = cx(styles.link, focusRing);

  const columns: Array<{ name: FooterColumn; items: FooterItem[] }> = [
    { name: 'products', items: products.map(({ code, label, href }) => ({ key: code, label, href })) },
    ...(Object.keys(groups) as Array<keyof typeof groups>).map((name) => ({
      name,
      items: [
        ...entries.filter((entry) => (groups[name] as readonly SiteEntryKey[]).includes(entry.key)),
        // Visitors find the agent programme here; the menu's Agent entry is for agents only.
        ...(name === 'discover'
          ? [{ key: 'agentProgramme', label: t('footer.agentProgramme'), href: agentProgrammeHref }]
          : []),
      ],
    })),
  ];

  return (
    <footer className={cx(styles.root, className)} data-slot="site-footer">
      <nav aria-label={t('footer.links')} className={styles.columns}>
        {columns.map(({ name, items }) =>
          items.length === 0 ? null : (
            <div key={name} className={styles.group}>
              <Heading id={`${ids}-${name}`} className={styles.heading}>
                {t(`footer.${name}`)}
              </Heading>
              <ul
                className={cx(styles.list, name === 'products' && styles.products)}
                aria-labelledby={`${ids}-${name}`}
              >
                {items.map((item) => (
                  <li key={item.key}>
                    {item.href === undefined ? (
                      <button type="button" className={linkClass} onClick={item.onSelect}>
                        {item.label}
                      </button>
                    ) : (
                      <Link href={item.href} className={linkClass}>
                        {item.label}
                      </Link>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ),
        )}
      </nav>
      <div className={styles.vendors}>
        <Heading id={`${ids}-vendors`} className={styles.heading}>
          {t('footer.vendors')}
        </Heading>
        <ul className={styles.vendorList} aria-labelledby={`${ids}-vendors`}>
          {vendors.map((vendor) => (
            <li key={vendor.code}>
              <VendorLogo code={vendor.code} name={vendor.name} />
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.legal}>
        <p className={styles.age}>
          <span aria-hidden dir="ltr" className={styles.ageBadge}>
            {t('footer.ageBadge')}
          </span>
          <span>{t('footer.age')}</span>
        </p>
        <p className={styles.licence}>{t('footer.licence', { number: isolate(licenceNumber) })}</p>
        <p className={styles.copyright}>
          {t('footer.copyright', { year: isolate(year), brand: isolate(brand) })}
        </p>
      </div>
    </footer>
  );
}
