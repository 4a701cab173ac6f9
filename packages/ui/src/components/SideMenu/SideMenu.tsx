import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { createElement, useId, type ReactNode } from 'react';
import { useUiTranslation } from '../../i18n/useUiTranslation';
import { flipInRtl } from '../../styles/flipInRtl.css';
import { cx } from '../../utils/cx';
import { IconButton } from '../Button/IconButton';
import { gameTypeIcon, siteEntryIcons } from './menuIcons';
import * as styles from './SideMenu.css';
import { SideMenuItem } from './SideMenuItem';
import { useSiteEntries, type SiteEntryOptions } from './useSiteEntries';

export interface SideMenuGameType {
  /** The game type's code (HOME, RNG, LIVE, ...); compared with `current`. */
  code: string;
  /** The game type's display name. */
  label: string;
  /** The lobby route of the game type, for example `/rng`. */
  href: string;
  /** Its icon; without one, a fitting icon for the spec's codes (a game controller for others). */
  icon?: ReactNode;
}

export interface SideMenuProps extends SiteEntryOptions {
  /** Open: icons and labels (240 px). Closed: icons only (72 px), labels as names and tooltips. */
  open: boolean;
  /** Called with the new state by the menu's own toggle; without it the menu shows no toggle. */
  onOpenChange?: (open: boolean) => void;
  /** The landmark's id, for the `aria-controls` of a toggle elsewhere (the header's). */
  id?: string;
  /** The game types, in order. */
  gameTypes: readonly SideMenuGameType[];
  /** The current page: a game type's `code` or a site entry's key (`promotions`); marked `aria-current`. */
  current?: string;
  /** The side-menu banner (group `w_leftmenu`), shown above the entries while the menu is open. */
  banner?: ReactNode;
  /** Names the navigation landmark; "Main menu" by default. */
  label?: string;
  className?: string;
}

/** The portal's side menu (spec 2.4): game types, then the site's pages and actions. */
export function SideMenu({
  open,
  onOpenChange,
  id,
  gameTypes,
  current,
  banner,
  label,
  className,
  ...siteOptions
}: SideMenuProps) {
  const { t } = useUiTranslation();
  const ownId = useId();
  const menuId = id ?? ownId;
  const entries = useSiteEntries(siteOptions);
  const collapsed = !open;

  return (
    <nav
      id={menuId}
      aria-label={label ?? t('sideMenu.label')}
      className={cx(styles.root, className)}
      data-slot="side-menu"
      data-state={open ? 'open' : 'closed'}
    >
      {onOpenChange ? (
        <div className={styles.toolbar}>
          <IconButton
            size="sm"
            label={t(open ? 'sideMenu.collapse' : 'sideMenu.expand')}
            aria-expanded={open}
            aria-controls={menuId}
            icon={
              open ? (
                <PanelLeftClose size={20} className={flipInRtl} />
              ) : (
                <PanelLeftOpen size={20} className={flipInRtl} />
              )
            }
            onClick={() => onOpenChange(!open)}
          />
        </div>
      ) : null}
      <div className={styles.scroller}>
        {banner && open ? (
          <div className={styles.banner} data-slot="side-menu-banner">
            {banner}
          </div>
        ) : null}
        {gameTypes.length > 0 ? (
          <ul className={styles.list} aria-label={t('sideMenu.games')}>
            {gameTypes.map((type) => (
              <SideMenuItem
                key={type.code}
                href={type.href}
                label={type.label}
                icon={type.icon ?? createElement(gameTypeIcon(type.code), { size: 20 })}
                current={current === type.code}
                collapsed={collapsed}
              />
            ))}
          </ul>
        ) : null}
        <ul
          className={cx(styles.list, gameTypes.length > 0 && styles.listAfter)}
          aria-label={t('sideMenu.site')}
        >
          {entries.map((entry) => (
            <SideMenuItem
              key={entry.key}
              href={entry.href}
              onSelect={entry.onSelect}
              label={entry.label}
              icon={createElement(siteEntryIcons[entry.key], { size: 20 })}
              current={current === entry.key}
              collapsed={collapsed}
            />
          ))}
        </ul>
      </div>
    </nav>
  );
}
