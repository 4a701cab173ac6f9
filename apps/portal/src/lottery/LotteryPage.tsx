import { LotteryLobby, lotteryScreenOf, type LotteryScreen } from '@portal/lobby';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useModals } from '../shell/modals/ModalContext';
import { useOpenSeamless } from '../seamless/useOpenSeamless';
import { gamesPage, gamesTitle } from '../pages/gamesPage.css';

/** The screen's title key: the lottery, the SEA lottery or the VN lottery. */
const titleKey = (screen: LotteryScreen) => `lottery.${screen}` as const;

/**
 * The lottery screens (spec 2.1: /lottery, /lottert, /seaLottery, /sealottery, /vnLottery, /vnlottery):
 * the lobby's lottery screen, its selected game in the address (?gameCode=, as the lobby's lottery cards
 * link it), its launch opened in the game page (/seamless).
 */
export function LotteryPage() {
  const { t } = useTranslation('portal');
  const { pathname, search } = useLocation();
  const [params, setParams] = useSearchParams();
  const { open } = useModals();
  const openSeamless = useOpenSeamless();
  const screen = lotteryScreenOf(pathname) ?? 'lottery';
  const title = t(titleKey(screen));
  const requireLogin = useCallback(() => open('login'), [open]);
  return (
    <div className={gamesPage}>
      <h1 className={gamesTitle}>{title}</h1>
      <LotteryLobby
        // A new screen starts afresh (its prize mode and menus are another's).
        key={screen}
        screen={screen}
        gameCode={params.get('gameCode') ?? ''}
        onSelectGame={(game) => setParams({ gameCode: game.gameCode }, { replace: true })}
        openGame={(launch, game) => openSeamless(launch, game?.name ?? title)}
        requireLogin={requireLogin}
        backUrl={`${pathname}${search}`}
      />
    </div>
  );
}
