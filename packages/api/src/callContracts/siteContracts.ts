import type { CallContracts } from './CallContract';
import type * as calls from '../calls/siteCalls';

/** What the site calls take and answer, for the platform and the OpenAPI document. */
export const siteContracts = {
  whitelabel: {
    summary: 'The white-label flag tree (modId, enabled, childrenNodes)',
    tags: ['system'],
  },
  registerSettings: {
    summary: 'Register field rules (show, required, pattern, bounds) and the public regex settings',
    tags: ['system'],
  },
  domainRoute: {
    summary: 'The domain lines of the speed selector',
    tags: ['system'],
  },
  helpCenter: {
    summary: 'Help-centre sections and articles in a language (the terms are the section "term")',
    tags: ['system'],
  },
  siteConfig: {
    summary: 'The site configuration, loaded first at start-up',
    tags: ['system'],
  },
  sitePermission: {
    summary: 'What this site lets a visitor do (registration and login modes, free play, recovery)',
    tags: ['system'],
  },
  countryCode: {
    summary: 'The country dialing codes offered with a mobile number',
    tags: ['system'],
  },
  publicKey: {
    summary: 'The public key of encrypted calls (RSA-OAEP-256, JWK)',
    tags: ['system'],
  },
} satisfies CallContracts<typeof calls>;
