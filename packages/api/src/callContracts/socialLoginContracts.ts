import type { CallContracts } from './CallContract';
import type * as calls from '../calls/socialLoginCalls';

/** What the socialLogin calls take and answer, for the platform and the OpenAPI document. */
export const socialLoginContracts = {
  oauthAuthorize: {
    summary:
      "Sandbox only: the provider's consent page (HTML, a static file that draws itself from oauthConsentPage), where a tester picks a demo identity",
    tags: ['session', 'sandbox'],
    refusals: ['NOT_FOUND', 'REDIRECT_NOT_ALLOWED'],
  },
  oauthConsent: {
    summary: 'Sandbox only: the consent to one identity; redirects to redirectUri with code and state',
    tags: ['session', 'sandbox'],
    refusals: ['NOT_FOUND', 'REDIRECT_NOT_ALLOWED'],
  },
  oauthConsentPage: {
    summary:
      'Sandbox only: what the consent page shows (its language, the provider, each demo identity with its consent link, the cancel link)',
    tags: ['session', 'sandbox'],
    refusals: ['NOT_FOUND', 'REDIRECT_NOT_ALLOWED'],
  },
  oauthLogin: {
    summary:
      "Logs in with a provider's code: the linked account, a new one, or links it to the logged-in member",
    tags: ['session'],
    refusals: ['SOCIAL_ALREADY_LINKED', 'SOCIAL_LOGIN_FAILED', 'NON_MEMBER', 'TRIAL_NOT_ALLOWED'],
  },
} satisfies CallContracts<typeof calls>;
