import type { OAuthProvider } from '@portal/api';
import type { SocialIdentity, SocialIdentityProvider } from './socialIdentity';

/** The people a tester can sign in as on the sandbox consent pages. */
export const sandboxIdentities: Record<OAuthProvider, SocialIdentity[]> = {
  google: [
    {
      subject: 'google-1001',
      name: { en: 'Layla Haddad', ar: 'ليلى حداد' },
      email: 'layla.haddad@google.sandbox.example',
      language: 'ar',
      usernameBase: 'layla',
    },
    {
      subject: 'google-1002',
      name: { en: 'Omar Farouk', ar: 'عمر فاروق' },
      email: 'omar.farouk@google.sandbox.example',
      language: 'ar',
      usernameBase: 'omar',
    },
    {
      subject: 'google-1003',
      name: { en: 'Emma Clarke', ar: 'إيما كلارك' },
      email: 'emma.clarke@google.sandbox.example',
      language: 'en',
      usernameBase: 'emma',
    },
  ],
  facebook: [
    {
      subject: 'facebook-2001',
      name: { en: 'Khalid Nasser', ar: 'خالد ناصر' },
      email: 'khalid.nasser@facebook.sandbox.example',
      language: 'ar',
      usernameBase: 'khalid',
    },
    {
      subject: 'facebook-2002',
      name: { en: 'Sara Ahmed', ar: 'سارة أحمد' },
      email: 'sara.ahmed@facebook.sandbox.example',
      language: 'en',
      usernameBase: 'sara',
    },
  ],
};

/** The sandbox social identity provider, the default: its demo people, on its own consent page. */
export const sandboxIdentityProvider: SocialIdentityProvider = {
  consentIdentities: (provider) => sandboxIdentities[provider],
  identityOf: (provider, subject) =>
    sandboxIdentities[provider].find((identity) => identity.subject === subject),
};
