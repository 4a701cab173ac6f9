import { isolate } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { gamesPage, gamesTitle } from '../pages/gamesPage.css';
import { PortalLobby } from './PortalLobby';
import { useLobbyLocation } from './useLobbyLocation';

/** A lobby of the route table (/rng, /live..., /favorite, /recent, hot and search), with its page title. */
export function LobbyPage() {
  const { t } = useTranslation('portal');
  const location = useLobbyLocation();
  const { category } = location;
  const title = t(
    category === 'FAV' || category === 'RECENT' || category === 'SEARCH'
      ? `lobby.${category}`
      : `gameType.${category}`,
  );
  return (
    <div className={gamesPage}>
      <h1 className={gamesTitle}>
        {location.vassalage
          ? t('lobby.withVendor', { category: title, vendor: isolate(location.vassalage) })
          : title}
      </h1>
      <PortalLobby location={location} />
    </div>
  );
}
