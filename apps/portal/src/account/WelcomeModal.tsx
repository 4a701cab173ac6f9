import { FirstLoginWelcome } from '@portal/account';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../shell/session/SessionContext';

/** The account's first-login welcome over the portal, leading to its promotions page. */
export function WelcomeModal() {
  const session = useSession();
  const navigate = useNavigate();
  return (
    <FirstLoginWelcome
      name={session.member?.nickname || session.member?.account || ''}
      onClose={session.endFirstLogin}
      onPromotions={() => void navigate('/promotions')}
    />
  );
}
