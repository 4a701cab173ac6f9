import type { PvpRoom } from '@portal/api';
import { Button, cx, EmptyState, formatMoney, Skeleton, visuallyHidden } from '@portal/ui';
import { Spade, Users } from 'lucide-react';
import { useId } from 'react';
import { useLobbyScreensTranslation } from '../../i18n/useLobbyScreensTranslation';
import * as styles from './PvpRoomList.css';

export interface PvpRoomListProps {
  /** The open rooms, in the server's order. */
  rooms: readonly PvpRoom[];
  /** Joins a room (never called for a full one). */
  onJoin: (room: PvpRoom) => void;
  /** The member's currency symbol, shown before each stake. */
  currencySymbol?: string;
  /** Minor units per major unit as a power of ten; 2 (cents) by default. */
  fractionDigits?: number;
  /** The room being joined: its button shows a spinner. */
  joiningRoomId?: string;
  /** Shows placeholder rooms and marks the list busy. */
  loading?: boolean;
  /** The list's title; "Poker rooms" by default. */
  title?: string;
  /** The title's heading level (rooms' names are one below); 2 by default. */
  headingLevel?: 2 | 3;
  className?: string;
}

interface RoomProps {
  room: PvpRoom;
  stake: string;
  headingLevel: 3 | 4;
  joining: boolean;
  onJoin: () => void;
}

function Room({ room, stake, headingLevel, joining, onJoin }: RoomProps) {
  const { t } = useLobbyScreensTranslation();
  const nameId = useId();
  const fullId = useId();
  const full = room.players >= room.seats;
  const Heading = `h${headingLevel}` as const;
  return (
    <li className={styles.room} data-state={full ? 'full' : 'open'}>
      <Heading id={nameId} className={styles.name} dir="auto" title={room.name}>
        {room.name}
      </Heading>
      <p className={styles.stakeLine}>
        <span className={styles.term}>{t('pvp.stake')}</span>
        <bdi className={styles.stake}>{stake}</bdi>
      </p>
      <p className={styles.seats}>
        <Users size={14} aria-hidden />
        {t('pvp.seats', { players: room.players, seats: room.seats })}
      </p>
      <span aria-hidden className={styles.meter}>
        {Array.from({ length: room.seats }, (_, seat) => (
          <span key={seat} className={styles.seat} data-taken={seat < room.players || undefined} />
        ))}
      </span>
      <div className={styles.action}>
        {full ? (
          <span id={fullId} className={styles.full}>
            {t('pvp.full')}
          </span>
        ) : null}
        <Button
          size="sm"
          disabled={full}
          loading={joining}
          aria-describedby={full ? `${nameId} ${fullId}` : nameId}
          onClick={onJoin}
        >
          {t('pvp.join')}
        </Button>
      </div>
    </li>
  );
}

/** The PVP room list (spec 2.3): each room's stake and seats, and a Join button; full rooms say so. */
export function PvpRoomList({
  rooms,
  onJoin,
  currencySymbol,
  fractionDigits = 2,
  joiningRoomId,
  loading = false,
  title,
  headingLevel = 2,
  className,
}: PvpRoomListProps) {
  const { t, locale } = useLobbyScreensTranslation();
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const money = (minor: number) => {
    const amount = formatMoney(minor, { locale, fractionDigits });
    return currencySymbol ? `${currencySymbol} ${amount}` : amount;
  };
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={loading || undefined}
      className={cx(styles.root, className)}
      data-slot="pvp-room-list"
    >
      <Heading id={headingId} className={styles.title}>
        <span aria-hidden className={styles.titleIcon}>
          <Spade size={18} />
        </span>
        {title ?? t('pvp.title')}
      </Heading>
      {loading ? (
        <>
          <p role="status" className={visuallyHidden}>
            {t('pvp.loading')}
          </p>
          <ul aria-hidden className={styles.list}>
            {Array.from({ length: 3 }, (_, index) => (
              <li key={index} className={styles.room}>
                <Skeleton inlineSize="60%" blockSize="1.2em" />
                <Skeleton inlineSize="40%" />
                <Skeleton inlineSize="100%" blockSize={8} />
                <Skeleton shape="rect" inlineSize={72} blockSize={32} />
              </li>
            ))}
          </ul>
        </>
      ) : rooms.length === 0 ? (
        <EmptyState
          size="compact"
          icon={<Spade size={22} strokeWidth={1.75} />}
          title={t('pvp.emptyTitle')}
          description={t('pvp.emptyDescription')}
        />
      ) : (
        <ul className={styles.list}>
          {rooms.map((room) => (
            <Room
              key={room.roomId}
              room={room}
              stake={money(room.stakeMinor)}
              headingLevel={headingLevel === 2 ? 3 : 4}
              joining={room.roomId === joiningRoomId}
              onJoin={() => {
                if (room.players < room.seats) onJoin(room);
              }}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
