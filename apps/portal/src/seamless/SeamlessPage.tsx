import { apiMessageNamespace, isApiRequestError } from '@portal/api';
import { useLaunchGame } from '@portal/api/react';
import { Button, Skeleton } from '@portal/ui';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { PageNotice } from '../shell/failure/PageNotice';
import * as styles from './SeamlessPage.css';
import type { SeamlessState } from './useOpenSeamless';

/** Only a page of this site runs in the game frame (the platform's game pages), never another site. */
const isOwnPage = (url: string) => /^\/(?!\/)/.test(url);

/**
 * The game page (spec 2.1 /seamless, no side menu or footer): the launched game in a frame under a bar
 * with its name and the way back. A banner's ?gameCode= launches the game here (&trial=1 its trial).
 */
export function SeamlessPage() {
  const { t } = useTranslation('portal');
  const { t: api } = useTranslation(apiMessageNamespace);
  const launchGame = useLaunchGame();
  const navigate = useNavigate();
  const { state } = useLocation() as { state: SeamlessState | null };
  const [params] = useSearchParams();
  const gameCode = params.get('gameCode') ?? '';
  const trial = params.get('trial') === '1';
  const [game, setGame] = useState<SeamlessState | null>(state && isOwnPage(state.url) ? state : null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (game || !gameCode) return;
    let live = true;
    launchGame({ gameCode }, { trial }).then(
      (value) =>
        live && isOwnPage(value.url) && setGame({ url: value.url, name: gameCode, trial: value.trial }),
      (error: unknown) => live && setFailure(isApiRequestError(error) ? error.messageKey : 'errors.network'),
    );
    return () => {
      live = false;
    };
  }, [launchGame, game, gameCode, trial]);

  if (!game && !gameCode) {
    return <PageNotice title={t('seamless.noneTitle')} text={t('seamless.noneText')} />;
  }
  if (failure) return <PageNotice title={t('seamless.failedTitle')} text={api(failure)} />;
  return (
    <div className={styles.page}>
      <div className={styles.bar}>
        <Button variant="secondary" size="sm" onClick={() => void navigate(-1)}>
          <ArrowLeft size={16} aria-hidden className={styles.back} />
          {t('seamless.back')}
        </Button>
        <h1 className={styles.title}>{game?.name ?? gameCode}</h1>
        {game?.trial ? <span className={styles.trial}>{t('seamless.trial')}</span> : null}
      </div>
      {game ? (
        <iframe className={styles.frame} src={game.url} title={t('seamless.frame', { name: game.name })} />
      ) : (
        <Skeleton shape="rect" blockSize={560} />
      )}
    </div>
  );
}
