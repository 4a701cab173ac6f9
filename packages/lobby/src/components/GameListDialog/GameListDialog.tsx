import { Dialog, latinNumberFormat } from '@portal/ui';
import { useRef } from 'react';
import { useLobbyScreensTranslation } from '../../i18n/useLobbyScreensTranslation';
import { useLobbyTranslation } from '../../i18n/useLobbyTranslation';
import { GameGrid, type GameGridProps } from '../GameGrid';
import * as styles from './GameListDialog.css';

export interface GameListDialogProps extends Omit<GameGridProps, 'label' | 'headingLevel' | 'className'> {
  /** Whether the dialog shows (controlled). */
  open: boolean;
  /** Called to close it (Escape, the cover, the close button); focus returns to the card that opened it. */
  onOpenChange: (open: boolean) => void;
  /** The vendor's display name: the dialog's title. */
  title: string;
  /** The vendor's logo address, beside the title (decorative). */
  logoUrl?: string;
  /** The game count under the title; the number of `games` by default, none while loading. */
  total?: number;
  /** The close button's name; the kit's "Close" by default. */
  closeLabel?: string;
  className?: string;
}

/**
 * The popup game list of a vendor whose card stands for its games (spec 4): the vendor's games in a
 * virtualised grid that scrolls inside the dialog, with loading and empty states.
 */
export function GameListDialog({
  open,
  onOpenChange,
  title,
  logoUrl,
  total,
  closeLabel,
  className,
  minColumnWidth = 152,
  ...grid
}: GameListDialogProps) {
  const { t, locale } = useLobbyTranslation();
  const { t: screens } = useLobbyScreensTranslation();
  const count = total ?? grid.games.length;
  const contentRef = useRef<HTMLDialogElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        ref={contentRef}
        size="lg"
        closeLabel={closeLabel}
        className={className}
        // Focus the panel, not the first card or the scrolling body: the reader starts at the title.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          contentRef.current?.focus();
        }}
      >
        <div className={styles.header}>
          {logoUrl ? <img src={logoUrl} alt="" className={styles.logo} /> : null}
          <div className={styles.heading}>
            <Dialog.Title>{title}</Dialog.Title>
            {/* The count describes the dialog; while loading it says so. */}
            <Dialog.Description>
              {grid.loading
                ? screens('gameGrid.loading')
                : t('vendor.games', { count: latinNumberFormat(locale).format(count) })}
            </Dialog.Description>
          </div>
        </div>
        <Dialog.Body className={styles.body}>
          <GameGrid {...grid} minColumnWidth={minColumnWidth} label={title} headingLevel={3} />
        </Dialog.Body>
      </Dialog.Content>
    </Dialog.Root>
  );
}
