import type { SelectionType, SlotClassify } from '@portal/api';
import { cx, Tabs } from '@portal/ui';
import type { ReactNode } from 'react';
import { useLobbyScreensTranslation } from '../../i18n/useLobbyScreensTranslation';
import * as styles from './ClassifyMenu.css';

/** A classify menu entry: a selection type (spec 3) other than SEARCH, or a slot sub-category (spec 2.3). */
export type ClassifyCode = Exclude<SelectionType, 'SEARCH'> | SlotClassify;

/** The menu of a lobby page (spec 2.3): all, hot, recent, favourites. */
export const lobbyClassifies = ['ALL', 'HOT', 'RECENT', 'FAV'] as const satisfies readonly ClassifyCode[];

export interface ClassifyMenuProps {
  /** The entries in order, for example `lobbyClassifies`, plus NEW and the slot sub-categories the host offers. */
  items: readonly ClassifyCode[];
  /** The selected entry. */
  selected: ClassifyCode;
  /** Called with the chosen entry (the host opens the login modal for FAV and RECENT when logged out). */
  onSelect: (code: ClassifyCode) => void;
  /** The selected entry's panel: the games it shows (the grid and its pagination). */
  children: ReactNode;
  /** Marks the panel busy while the host loads the entry's games. */
  busy?: boolean;
  /** Overrides of the catalogue's names, by code. */
  labels?: Partial<Record<ClassifyCode, string>>;
  /** Names the tab list; "Game classes" by default. */
  label?: string;
  /** Class of the panel. */
  panelClassName?: string;
  className?: string;
}

/**
 * The classify tabs over a lobby's grid (spec 2.3). Activation is manual: the arrow keys move between
 * tabs (following the reading direction) and only Enter, Space or a click loads one, so walking the
 * tabs does not fetch each list. Tabs that do not fit scroll sideways.
 */
export function ClassifyMenu({
  items,
  selected,
  onSelect,
  children,
  busy = false,
  labels,
  label,
  panelClassName,
  className,
}: ClassifyMenuProps) {
  const { t } = useLobbyScreensTranslation();
  return (
    <Tabs.Root
      variant="pill"
      value={selected}
      onValueChange={(value) => onSelect(value as ClassifyCode)}
      activationMode="manual"
      className={cx(styles.root, className)}
      data-slot="classify-menu"
    >
      <div className={styles.scroller}>
        <Tabs.List aria-label={label ?? t('classifyMenu.label')}>
          {items.map((code) => (
            <Tabs.Trigger key={code} value={code}>
              {labels?.[code] ?? t(`classify.${code}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </div>
      {items.map((code) => (
        <Tabs.Content
          key={code}
          value={code}
          className={cx(styles.panel, panelClassName)}
          aria-busy={code === selected && busy ? true : undefined}
        >
          {code === selected ? children : null}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
