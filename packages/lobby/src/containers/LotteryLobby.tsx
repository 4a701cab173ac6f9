import { isApiRequestError, type LaunchValue, type LotteryGame } from '@portal/api';
import {
  lotteryLaunchTarget,
  useLaunchGame,
  useOpenedDraws,
  useRecentLotteryGames,
  useVnOpenedDraws,
} from '@portal/api/react';
import { Button, EmptyState, useDialog } from '@portal/ui';
import { CloudOff } from 'lucide-react';
import { useCallback, useId, useState } from 'react';
import { DrawResults } from '../components/DrawResults';
import { drawInterval, LotteryMenu, type LotteryMenuGroup } from '../components/LotteryMenu';
import { useApiMessages } from '../i18n/useApiMessages';
import { useLobbyScreensTranslation } from '../i18n/useLobbyScreensTranslation';
import type { LotteryScreen } from '../rules/lotteryScreen';
import { needRealAccountKey } from '../rules/startGameAction';
import * as styles from './LotteryLobby.css';
import { openInWindow } from './LobbyHostContext';
import { useLobbySession } from './useLobbySession';
import { gamesOf, useLotteryScreenMenus } from './useLotteryScreenMenus';

export interface LotteryLobbyProps {
  /** The lottery screen (spec 2.1, `lotteryScreenOf(path)`): it decides the prize mode and the draws' call. */
  screen: LotteryScreen;
  /** The selected game's code when the host keeps it (the address's ?gameCode=); give `onSelectGame` too. */
  gameCode?: string;
  /** The game selected first when the lobby keeps the selection itself. */
  defaultGameCode?: string;
  /** A game was chosen in the menu (a routed host puts its code in the address). */
  onSelectGame?: (game: LotteryGame) => void;
  /**
   * Opens the launched lottery lobby (its page's address), with the game it opens on (none for the
   * lobby view); a new window when the host says nothing.
   */
  openGame?: (launch: LaunchValue, game: LotteryGame | undefined) => void;
  /** A visitor pressed play: the host opens its login (the platform's refusal is said otherwise). */
  requireLogin?: () => void;
  /** Where the lottery lobby's back control returns; the page's own address by default. */
  backUrl?: string;
  /** The time zone the draw times are read in; the browser's by default. */
  timeZone?: string;
}

/** The latest draws the panel shows: enough to see a game's run, few enough to keep the panel in view. */
const drawsShown = 5;

const currentAddress = () => `${window.location.pathname}${window.location.search}`;

/**
 * A lottery screen (spec 2.1 /lottery, /seaLottery, /vnLottery and their game pages): the prize mode's
 * menus by category with their art, the selected game's latest draws, and the play button that launches
 * the lottery lobby (spec section 7) on the selected game, or on its lobby view when none is.
 */
export function LotteryLobby({
  screen,
  gameCode,
  defaultGameCode = '',
  onSelectGame,
  openGame = openInWindow,
  requireLogin,
  backUrl,
  timeZone,
}: LotteryLobbyProps) {
  const { t, locale } = useLobbyScreensTranslation();
  const { t: apiText } = useApiMessages();
  const launchGame = useLaunchGame();
  const session = useLobbySession();
  const openDialog = useDialog();
  const panelTitleId = useId();
  const [own, setOwn] = useState(defaultGameCode);
  const [launching, setLaunching] = useState(false);
  const code = gameCode ?? own;

  const screenMenus = useLotteryScreenMenus(screen, code);
  const { prizeMode, menus } = screenMenus;
  const recent = useRecentLotteryGames(prizeMode ? { prizeMode } : null).data?.list ?? [];
  const selected = gamesOf(menus).find((game) => game.gameCode === code);
  const drawsQuery = selected ? { gameCode: selected.gameCode, limit: drawsShown } : null;
  const vnDraws = useVnOpenedDraws(screenMenus.vnArea ? drawsQuery : null);
  const otherDraws = useOpenedDraws(screenMenus.vnArea ? null : drawsQuery);
  const draws = screenMenus.vnArea ? vnDraws : otherDraws;

  const tell = useCallback(
    (key: string) =>
      void openDialog({ icon: 'warning', message: apiText(key as never), buttons: [{ value: 'ok' }] }),
    [openDialog, apiText],
  );

  const select = (game: LotteryGame) => {
    if (gameCode === undefined) setOwn(game.gameCode);
    onSelectGame?.(game);
  };

  const play = async () => {
    if (session.session === 'visitor' && requireLogin) return requireLogin();
    if (session.isTrial) return tell(needRealAccountKey);
    if (!prizeMode) return;
    setLaunching(true);
    try {
      const launch = await launchGame(
        lotteryLaunchTarget({
          prizeMode,
          gameCode: selected?.gameCode,
          backUrl: backUrl ?? currentAddress(),
        }),
      );
      openGame(launch, selected);
    } catch (error) {
      // A trial account, a vendor under maintenance, a lost connection: said in words.
      tell(isApiRequestError(error) ? error.messageKey : 'errors.network');
    } finally {
      setLaunching(false);
    }
  };

  const failure = (title: string, error: unknown, retry: () => void) => (
    <EmptyState
      role="alert"
      size="compact"
      icon={<CloudOff size={22} strokeWidth={1.75} />}
      title={title}
      description={apiText((isApiRequestError(error) ? error.messageKey : 'errors.network') as never)}
      action={
        <Button variant="secondary" size="sm" onClick={retry}>
          {t('lotteryLobby.retry')}
        </Button>
      }
    />
  );

  const groups: LotteryMenuGroup[] = [
    ...(recent.length > 0
      ? [{ gameGroupCode: 'RECENT', title: t('lotteryLobby.recent'), games: recent }]
      : []),
    ...(menus ?? []),
  ];
  const unknown = !!code && !!menus && !selected;

  return (
    <div className={styles.lobby} data-slot="lottery-lobby" data-prize-mode={prizeMode}>
      {unknown ? (
        <p role="status" className={styles.notice}>
          {t('lotteryLobby.unknownGame')}
        </p>
      ) : null}
      <div className={styles.layout}>
        <div className={styles.menu}>
          {screenMenus.error ? (
            failure(t('lotteryLobby.menuError'), screenMenus.error, screenMenus.retry)
          ) : (
            <LotteryMenu
              menus={groups}
              selected={selected?.gameCode}
              onSelect={select}
              loading={screenMenus.loading}
              headingLevel={2}
            />
          )}
        </div>
        {menus && menus.length > 0 ? (
          <section aria-labelledby={panelTitleId} className={styles.panel}>
            <h2 id={panelTitleId} className={styles.panelTitle} dir="auto">
              {selected?.name ?? t('lotteryLobby.lobbyTitle')}
            </h2>
            <p className={styles.panelText}>
              {selected
                ? t('lotteryLobby.gameText', {
                    duration: drawInterval(selected.drawIntervalSeconds, locale),
                  })
                : t('lotteryLobby.lobbyText')}
            </p>
            <Button loading={launching} onClick={() => void play()} className={styles.play}>
              {selected ? t('lotteryLobby.play') : t('lotteryLobby.openLobby')}
            </Button>
            {!selected ? null : draws.error && !draws.data ? (
              failure(t('lotteryLobby.drawsError'), draws.error, () => void draws.mutate())
            ) : (
              <DrawResults
                draws={draws.data?.list ?? []}
                showGame={false}
                loading={!draws.data}
                title={t('lotteryLobby.drawsTitle', { name: selected.name })}
                timeZone={timeZone}
              />
            )}
          </section>
        ) : null}
      </div>
    </div>
  );
}
