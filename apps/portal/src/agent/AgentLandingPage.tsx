import { useLoginForm } from '@portal/account';
import { AgentLanding } from '@portal/agent';
import { LoginForm } from '@portal/forms';
import { Skeleton } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PortalAccountHost } from '../account/PortalAccountHost';
import { useModals } from '../shell/modals/ModalContext';
import { AgentView } from './AgentView';

/**
 * /agent (spec 2.1): the agent programme and the agent login, without social icons or free demo. An agent
 * goes to /agentHome; the platform refuses anyone else with 'Non-agents cannot log in', shown in the form.
 */
export function AgentLandingPage() {
  return (
    <PortalAccountHost>
      <AgentLandingView />
    </PortalAccountHost>
  );
}

/** The page inside the account host its login form talks through. */
function AgentLandingView() {
  const { t } = useTranslation('portal');
  const navigate = useNavigate();
  const modals = useModals();
  const login = useLoginForm({
    agentOnly: true,
    onLoggedIn: (value, type) => {
      if (type === 'username' && (value.initialPassword || value.passwordExpired)) {
        modals.open('changePassword', { forced: true });
      }
      void navigate('/agentHome');
    },
  });
  return (
    <AgentView>
      <AgentLanding
        brand={t('app.name')}
        login={
          login.ready ? (
            <LoginForm smsLoginEnabled={false} {...login.formProps} />
          ) : (
            <Skeleton shape="rect" blockSize={420} />
          )
        }
      />
    </AgentView>
  );
}
