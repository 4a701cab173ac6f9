import { useTranslation } from 'react-i18next';
import { useSignOut } from '../layout/useSignOut';
import { NotYetPage } from '../pages/NotYetPage';
import { useSession } from '../shell/session/SessionContext';
import * as styles from './AgentView.css';
import { AgentView } from './AgentView';

/**
 * /agentHome: the agent centre's real header (GMT clock, name, sign out to /agent); its pages come with
 * the agent-centre issue and say so meanwhile.
 */
export function AgentHomePage() {
  const { t } = useTranslation('portal');
  const { member } = useSession();
  const signOut = useSignOut('/agent');
  const name = member?.nickname || member?.account;
  return (
    <AgentView name={name} onSignOut={() => void signOut()}>
      <h1 className={styles.title}>{t('agent.welcome', { name })}</h1>
      <NotYetPage headingLevel={2} />
    </AgentView>
  );
}
