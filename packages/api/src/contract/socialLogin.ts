/** The two social login providers (sandbox providers on the reference platform). */
export const oauthProviders = ['google', 'facebook'] as const;
export type OAuthProvider = (typeof oauthProviders)[number];

/**
 * `GET /wps/oauth/{provider}/authorize?redirectUri=&state=` opens the provider's consent page; after
 * consent the browser is sent to `redirectUri` with `code` and `state`. `redirectUri` is a path of the
 * portal's own origin or an URL on one of the platform's allowed origins.
 */
export interface OAuthAuthorizeQuery {
  redirectUri: string;
  state: string;
}

/** `POST /wps/session/login/oauth`: the code from the redirect; answers a LoginValue. */
export interface OAuthLoginRequest {
  provider: OAuthProvider;
  code: string;
}

/**
 * `GET /wps/oauth/{provider}/consentPage?redirectUri=&state=&lang=` (sandbox only): what the provider's
 * consent page shows. The links are made (and the redirect checked) by the platform.
 */
export interface OAuthConsentPageValue {
  lang: 'ar' | 'en';
  /** The provider's display name (Google, Facebook). */
  providerName: string;
  identities: Array<{ name: string; email: string; href: string }>;
  /** Where "cancel" goes: redirectUri with error=access_denied and the state. */
  cancelHref: string;
}
