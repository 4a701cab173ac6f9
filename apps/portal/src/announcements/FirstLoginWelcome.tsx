import { usePromotions } from '@portal/api/react';
import { WelcomeDialog } from '@portal/ui';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../session/SessionContext';

/** After a first login (spec section 4): the welcome dialog with the promotions running now. */
export function FirstLoginWelcome() {
  const session = useSession();
  const navigate = useNavigate();
  const promotions = usePromotions();
  const list = promotions.data?.list ?? [];
  if (!promotions.data && !promotions.error) return null;
  return (
    <WelcomeDialog
      open
      onOpenChange={(open) => !open && session.endFirstLogin()}
      name={session.member?.nickname || session.member?.account || ''}
      promotionCount={list.length}
      promotionTitles={list.map((promotion) => promotion.title)}
      onPromotions={() => void navigate('/promotions')}
    />
  );
}
