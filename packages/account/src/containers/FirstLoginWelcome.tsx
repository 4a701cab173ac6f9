import { usePromotions } from '@portal/api/react';
import { WelcomeDialog } from '@portal/ui';

export interface FirstLoginWelcomeProps {
  /** The member's nickname, or account name. */
  name: string;
  /** The welcome is done (closed): the host ends the first-login extras. */
  onClose: () => void;
  /** Goes to the site's promotions. */
  onPromotions: () => void;
}

/** After a first login (spec section 4): the welcome dialog with the promotions running now. */
export function FirstLoginWelcome({ name, onClose, onPromotions }: FirstLoginWelcomeProps) {
  const promotions = usePromotions();
  const list = promotions.data?.list ?? [];
  if (!promotions.data && !promotions.error) return null;
  return (
    <WelcomeDialog
      open
      onOpenChange={(open) => !open && onClose()}
      name={name}
      promotionCount={list.length}
      promotionTitles={list.map((promotion) => promotion.title)}
      onPromotions={onPromotions}
    />
  );
}
