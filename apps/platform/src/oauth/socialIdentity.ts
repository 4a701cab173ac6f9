import type { OAuthProvider } from '@portal/api';
import type { Bilingual } from '../system/contentSettings';

/** A person as a social login provider knows them. */
export interface SocialIdentity {
  /** The provider's stable id of the person. */
  subject: string;
  name: Bilingual;
  email: string;
  /** The language a new account gets. */
  language: 'ar' | 'en';
  /** Latin letters a new account's username starts with. */
  usernameBase: string;
}

/**
 * The social identity port: who is behind a provider's subject. The sandbox (the default, sandbox mode
 * only) offers demo people on its own consent page. A real provider (Google's or Facebook's OAuth) plugs
 * in behind the same two calls: its consent screen is its own (`consentIdentities` answers none), and
 * `identityOf` is the profile its token endpoint returns for the code's subject.
 */
export interface SocialIdentityProvider {
  consentIdentities(provider: OAuthProvider): SocialIdentity[];
  identityOf(provider: OAuthProvider, subject: string): SocialIdentity | undefined;
}
