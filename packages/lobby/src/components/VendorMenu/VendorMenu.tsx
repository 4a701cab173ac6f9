import type { Vendor } from '@portal/api';
import { cx, focusRing, latinNumberFormat, Skeleton, visuallyHidden } from '@portal/ui';
import { LayoutGrid, Wrench } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLobbyScreensTranslation } from '../../i18n/useLobbyScreensTranslation';
import { useLobbyTranslation } from '../../i18n/useLobbyTranslation';
import * as styles from './VendorMenu.css';

export interface VendorMenuProps {
  /** The category's vendors in display order; 'All' comes first on its own. */
  vendors: readonly Vendor[];
  /** The selected vendor's code; '' for all. */
  selected: string;
  /** Called with the chosen vendor's code ('' for all); never for a vendor under maintenance. */
  onSelect: (vassalage: string) => void;
  /** The logo's address (for example on an image CDN); `vendor.logoUrl` as it is by default. */
  logoUrl?: (vendor: Vendor) => string | undefined;
  /** Shows each vendor's game count. */
  showCounts?: boolean;
  /** Shows placeholder entries while the vendors load. */
  loading?: boolean;
  /** Names the menu; "Vendors" by default. */
  label?: string;
  /** The first entry's text; "All vendors" by default. */
  allLabel?: string;
  className?: string;
}

interface EntryProps {
  name: string;
  logo: ReactNode;
  selected: boolean;
  maintenance?: boolean;
  count?: string;
  onSelect: () => void;
}

function Entry({ name, logo, selected, maintenance = false, count, onSelect }: EntryProps) {
  const { t } = useLobbyTranslation();
  return (
    <li className={styles.item}>
      {/* aria-disabled keeps a vendor under maintenance reachable, so its reason can be read. */}
      <button
        type="button"
        className={cx(styles.entry, focusRing)}
        aria-current={selected ? 'true' : undefined}
        aria-disabled={maintenance || undefined}
        data-state={maintenance ? 'maintenance' : selected ? 'selected' : undefined}
        data-slot="vendor-menu-item"
        onClick={maintenance ? undefined : onSelect}
      >
        <span aria-hidden className={styles.logo}>
          {logo}
        </span>
        <span className={styles.text}>
          <span className={styles.name} dir="auto">
            {name}
          </span>
          {/* A space between the name and what follows, for the accessible name. */}{' '}
          {maintenance ? (
            <span className={styles.maintenance}>
              <Wrench size={12} aria-hidden />
              {t('vendor.maintenance')}
            </span>
          ) : count ? (
            <span className={styles.count}>{count}</span>
          ) : null}
        </span>
      </button>
    </li>
  );
}

/**
 * The lobby's vertical vendor menu (spec 2.3): 'All' first, then each vendor with its logo. The selected
 * entry is marked `aria-current`; a vendor under maintenance says so in words and cannot be chosen.
 */
export function VendorMenu({
  vendors,
  selected,
  onSelect,
  logoUrl,
  showCounts = false,
  loading = false,
  label,
  allLabel,
  className,
}: VendorMenuProps) {
  const { t, locale } = useLobbyTranslation();
  const { t: screens } = useLobbyScreensTranslation();
  const name = label ?? screens('vendorMenu.label');
  const format = latinNumberFormat(locale);
  if (loading) {
    return (
      <nav aria-label={name} aria-busy className={cx(styles.root, className)} data-slot="vendor-menu">
        <p role="status" className={visuallyHidden}>
          {screens('vendorMenu.loading')}
        </p>
        <ul aria-hidden className={styles.list}>
          {Array.from({ length: 6 }, (_, index) => (
            <li key={index} className={styles.placeholder}>
              <Skeleton shape="rect" inlineSize={32} blockSize={32} />
              <Skeleton inlineSize={`${60 + ((index * 17) % 30)}%`} blockSize="0.9em" />
            </li>
          ))}
        </ul>
      </nav>
    );
  }
  return (
    <nav aria-label={name} className={cx(styles.root, className)} data-slot="vendor-menu">
      <ul className={styles.list}>
        <Entry
          name={allLabel ?? screens('vendorMenu.all')}
          logo={<LayoutGrid size={18} />}
          selected={selected === ''}
          onSelect={() => onSelect('')}
        />
        {vendors.map((vendor) => {
          const src = logoUrl ? logoUrl(vendor) : vendor.logoUrl;
          return (
            <Entry
              key={vendor.vassalage}
              name={vendor.displayName}
              // The name is the entry's text, so the logo is decorative.
              logo={src ? <img src={src} alt="" className={styles.image} /> : null}
              selected={selected === vendor.vassalage}
              maintenance={vendor.maintenance}
              count={showCounts ? t('vendor.games', { count: format.format(vendor.gameCount) }) : undefined}
              onSelect={() => onSelect(vendor.vassalage)}
            />
          );
        })}
      </ul>
    </nav>
  );
}
