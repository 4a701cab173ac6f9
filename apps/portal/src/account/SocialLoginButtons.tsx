import { oauthProviders } from '@portal/api';
import { Button } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { startSocialLogin } from './socialLogin';

/** The two social providers of the login popup (spec 2.5); not on the agent page. */
export function SocialLoginButtons() {
  const { t } = useTranslation('portal');
  return (
    <>
      {oauthProviders.map((provider) => (
        <Button key={provider} variant="secondary" size="sm" onClick={() => startSocialLogin(provider)}>
          {t(`social.${provider}`)}
        </Button>
      ))}
    </>
  );
}
