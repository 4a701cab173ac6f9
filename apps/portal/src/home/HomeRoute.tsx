import { LazyLobbyPage } from '../lobby/LazyLobbyPage';
import { useLobbyLocation } from '../lobby/useLobbyLocation';
import { HomePage } from './HomePage';

/** The home paths: home itself, or the hot and search lobbies their query names (?lobby=). */
export function HomeRoute() {
  return useLobbyLocation().category === 'HOME' ? <HomePage /> : <LazyLobbyPage />;
}
