import { cx, focusRing, latinNumberFormat, usePortal } from '@portal/ui';
import { Wrench } from 'lucide-react';
import { useLobbyTranslation } from '../../i18n/useLobbyTranslation';
import * as styles from './VendorTile.css';

export interface VendorTileProps {
  /** The vendor's display name. */
  name: string;
  /** The vendor's logo address; it is decorative (the name is the tile's text). */
  logoUrl?: string;
  /** How many games the vendor has; shown as "Games: 1,234". */
  gameCount?: number;
  /** A link to the vendor's lobby, through the provider's link component. */
  href?: string;
  /** Or a button: called when pressed (for example to open the vendor's game list). */
  onSelect?: () => void;
  /** Under maintenance: said in words, and the tile does nothing. */
  maintenance?: boolean;
  className?: string;
}

/** A vendor on the home page: its logo, name and game count, as a link or a button. */
export function VendorTile({
  name,
  logoUrl,
  gameCount,
  href,
  onSelect,
  maintenance = false,
  className,
}: VendorTileProps) {
  const { t, locale } = useLobbyTranslation();
  const { linkComponent: Link } = usePortal();
  const classes = cx(styles.tile, focusRing, className);
  const content = (
    <>
      <span aria-hidden className={styles.logo}>
        {logoUrl ? <img src={logoUrl} alt="" className={styles.image} /> : null}
      </span>
      <span className={styles.name} dir="auto">
        {name}
      </span>{' '}
      {maintenance ? (
        <span className={styles.maintenance}>
          <Wrench size={12} aria-hidden />
          {t('vendor.maintenance')}
        </span>
      ) : gameCount !== undefined ? (
        <span className={styles.count}>
          {t('vendor.games', { count: latinNumberFormat(locale).format(gameCount) })}
        </span>
      ) : null}
    </>
  );
  if (href !== undefined && !maintenance) {
    return (
      <Link href={href} className={classes} data-slot="vendor-tile">
        {content}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={classes}
      aria-disabled={maintenance || undefined}
      onClick={maintenance ? undefined : onSelect}
      data-slot="vendor-tile"
    >
      {content}
    </button>
  );
}
