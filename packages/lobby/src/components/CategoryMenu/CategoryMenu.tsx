import { cx, focusRing, gameTypeIcon, usePortal } from '@portal/ui';
import type { ReactNode } from 'react';
import { useLobbyTranslation } from '../../i18n/useLobbyTranslation';
import type { LobbyMessageKey } from '../../i18n/messages/en';
import * as styles from './CategoryMenu.css';

export interface CategoryMenuItem {
  /** The category's code: HOME, HOT, FAV, RECENT, a game type, PROMO, or one of the host's own. */
  code: string;
  /** Where it goes, through the provider's link component (for example `/rng`). */
  path: string;
  /** The name; the lobby's catalogue names the spec's codes (`category.RNG` is "Slots"). */
  label?: string;
  /** The icon; a fitting lucide icon for the spec's codes by default. */
  icon?: ReactNode;
}

export interface CategoryMenuProps {
  /** The entries in order (for example from `categoryNavigation`). */
  items: readonly CategoryMenuItem[];
  /** The current category's code, marked `aria-current="page"`. */
  current?: string;
  /** Names the navigation landmark; "Game categories" by default. */
  label?: string;
  className?: string;
}

/**
 * The horizontal category navigation (spec 2.3): Hot, Favourites, Recent and the vendor categories, as
 * links through the host's router. Entries that do not fit scroll sideways.
 */
export function CategoryMenu({ items, current, label, className }: CategoryMenuProps) {
  const { t } = useLobbyTranslation();
  const { linkComponent: Link } = usePortal();
  return (
    <nav
      aria-label={label ?? t('categoryMenu.label')}
      className={cx(styles.root, className)}
      data-slot="category-menu"
    >
      <ul className={styles.list}>
        {items.map((item) => {
          // None of the category icons points anywhere (a clock, a flame, a heart...), so none mirrors.
          const Icon = gameTypeIcon(item.code);
          const name =
            item.label ??
            t(`category.${item.code.toUpperCase()}` as LobbyMessageKey, { defaultValue: item.code });
          return (
            <li key={item.code} className={styles.item}>
              <Link
                href={item.path}
                className={cx(styles.link, focusRing)}
                aria-current={item.code === current ? 'page' : undefined}
              >
                <span aria-hidden className={styles.icon}>
                  {item.icon ?? <Icon size={18} />}
                </span>
                <span className={styles.label}>{name}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
