import { useGameList, useImageUrl } from '@portal/api/react';
import { GameListDialog } from '../components/GameListDialog';
import type { GameCardProps } from './useGameCards';
import type { LobbyVendors } from './useLobbyVendors';

/** The most games one list call answers: the whole list of a vendor whose cards stand for its games. */
const listPageSize = 100;

export interface VendorGamesDialogProps {
  vassalage: string;
  vendors: LobbyVendors;
  cards: GameCardProps;
  onClose: () => void;
}

/**
 * The popup game list (spec section 4): the games of a vendor whose cards stand for its list, where PLAY
 * NOW launches the game itself. In its own chunk: it loads with the first list opened.
 */
export function VendorGamesDialog({ vassalage, vendors, cards, onClose }: VendorGamesDialogProps) {
  const image = useImageUrl();
  const list = useGameList({ vassalage, isGame: 1, pageNo: 1, pageSize: listPageSize });
  const vendor = vendors.vendorOf(vassalage);
  return (
    <GameListDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={vendor?.displayName ?? vassalage}
      logoUrl={vendor ? image(vendor.logoUrl) : undefined}
      total={list.data?.total}
      games={list.data?.games ?? []}
      loading={!list.data && !list.error}
      {...cards}
    />
  );
}
