/** The socialLogin calls of the platform contract (their schemas and documentation: `@portal/api/contract`). */
import { defineCall } from '../call';
import type { ApiQuery } from '../client/ApiClient';
import type { LoginValue } from '../contract/session';
import type { OAuthAuthorizeQuery, OAuthConsentPageValue, OAuthLoginRequest } from '../contract/socialLogin';
import { paths } from '../paths';

export const oauthAuthorize = defineCall<OAuthAuthorizeQuery, unknown>()({
  name: 'oauthAuthorize',
  method: 'GET',
  path: paths.oauthAuthorize,
  sandboxOnly: true,
});

export const oauthConsent = defineCall<ApiQuery, unknown>()({
  name: 'oauthConsent',
  method: 'GET',
  path: paths.oauthConsent,
  sandboxOnly: true,
});

export const oauthConsentPage = defineCall<OAuthAuthorizeQuery, OAuthConsentPageValue>()({
  name: 'oauthConsentPage',
  method: 'GET',
  path: paths.oauthConsentPage,
  sandboxOnly: true,
});

export const oauthLogin = defineCall<OAuthLoginRequest, LoginValue>()({
  name: 'oauthLogin',
  method: 'POST',
  path: paths.oauthLogin,
});
