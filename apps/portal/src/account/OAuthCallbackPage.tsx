import { useFailureOutcome, useLastLoginNotice } from '@portal/account';
import { calls } from '@portal/api';
import { useApiClient } from '@portal/api/react';
import { LoadingOverlay } from '@portal/ui';
import { AlertTriangle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageNotice } from '../shell/failure/PageNotice';
import { useSession } from '../shell/session/SessionContext';
import { takeSocialLogin } from './socialLogin';

/**
 * /oauth/callback: the provider's answer. A code with this browser's state logs in through the platform
 * (token kept, first login told, the previous login's time shown, info loads) and goes home; a refusal
 * or a forged answer says so.
 */
export function OAuthCallbackPage() {
  const { t } = useTranslation('portal');
  const [params] = useSearchParams();
  const client = useApiClient();
  const session = useSession();
  const navigate = useNavigate();
  const failure = useFailureOutcome();
  const lastLoginNotice = useLastLoginNotice();
  const [problem, setProblem] = useState<string | null>(null);
  const started = useRef(false);
  useEffect(() => {
    // Once: the kept state and the provider's code are single use.
    if (started.current) return;
    started.current = true;
    const provider = takeSocialLogin(params.get('state'));
    const code = params.get('code');
    const finish = async () => {
      if (!provider || !code) {
        return t(params.get('error') === 'access_denied' ? 'social.cancelled' : 'social.failed');
      }
      try {
        const value = await client.call(calls.oauthLogin, { provider, code });
        session.signIn(value);
        lastLoginNotice(value);
        void navigate('/', { replace: true });
        return null;
      } catch (error) {
        return failure(error).message;
      }
    };
    void finish().then(setProblem);
  }, [client, session, navigate, failure, lastLoginNotice, params, t]);
  if (!problem) return <LoadingOverlay visible fullscreen label={t('social.signingIn')} />;
  return <PageNotice icon={<AlertTriangle size={36} />} title={t('social.title')} text={problem} />;
}
