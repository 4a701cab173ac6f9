import { cx, focusRing, gameTypeIcon } from '@portal/ui';
import type { ReactNode } from 'react';
import { useLobbyTranslation } from '../../i18n/useLobbyTranslation';
import type { LobbyMessageKey } from '../../i18n/messages/en';
import * as styles from './GameMenu.css';

export interface GameMenuItem {
  /** The section's id (a game type such as RNG, or the host's own id). */
  id: string;
  /** The chip's text; the lobby's catalogue names the spec's game types by default. */
  label?: string;
  /** The chip's icon; a fitting lucide icon for the spec's game types by default. */
  icon?: ReactNode;
}

export interface GameMenuProps {
  /** One chip per home section, in the page's order. */
  items: readonly GameMenuItem[];
  /**
   * Called with the section's id; the host scrolls to it 80 px below the window's top
   * (`window.scrollTo({ top: scrollTargetTop(section.getBoundingClientRect().top, scrollY) })`).
   */
  onSelect: (sectionId: string) => void;
  /** The section in view, marked `aria-current`. */
  current?: string;
  /** Names the navigation; "Go to a section" by default. */
  label?: string;
  className?: string;
}

/** The home page's game menu (spec 2.3, home only): a chip per section that jumps to it. */
export function GameMenu({ items, onSelect, current, label, className }: GameMenuProps) {
  const { t } = useLobbyTranslation();
  return (
    <nav
      aria-label={label ?? t('gameMenu.label')}
      className={cx(styles.root, className)}
      data-slot="game-menu"
    >
      <ul className={styles.list}>
        {items.map((item) => {
          const Icon = gameTypeIcon(item.id);
          return (
            <li key={item.id} className={styles.item}>
              <button
                type="button"
                className={cx(styles.chip, focusRing)}
                aria-current={item.id === current ? 'true' : undefined}
                onClick={() => onSelect(item.id)}
              >
                <span aria-hidden className={styles.icon}>
                  {item.icon ?? <Icon size={20} />}
                </span>
                <span className={styles.label}>
                  {item.label ??
                    t(`category.${item.id.toUpperCase()}` as LobbyMessageKey, { defaultValue: item.id })}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
