/** The site calls of the platform contract (their schemas and documentation: `@portal/api/contract`). */
import { defineCall } from '../call';
import type {
  CountryCodeEntry,
  DomainRouteValue,
  HelpCenterValue,
  PublicKeyValue,
  RegisterSettingsValue,
  SiteConfigValue,
  SitePermissionValue,
  WhitelabelNode,
} from '../contract/site';
import { paths } from '../paths';

export const whitelabel = defineCall<void, WhitelabelNode[]>()({
  name: 'whitelabel',
  method: 'GET',
  path: paths.whitelabel,
  cache: 'config',
});

export const registerSettings = defineCall<void, RegisterSettingsValue>()({
  name: 'registerSettings',
  method: 'GET',
  path: paths.registerSettings,
  cache: 'config',
});

export const domainRoute = defineCall<{ device: number }, DomainRouteValue>()({
  name: 'domainRoute',
  method: 'GET',
  path: paths.domainRoute,
  cache: 'config',
});

export const helpCenter = defineCall<{ lang: string; device: string }, HelpCenterValue>()({
  name: 'helpCenter',
  method: 'GET',
  path: paths.helpCenter,
});

export const siteConfig = defineCall<void, SiteConfigValue>()({
  name: 'siteConfig',
  method: 'GET',
  path: paths.siteConfig,
  cache: 'config',
});

export const sitePermission = defineCall<void, SitePermissionValue>()({
  name: 'sitePermission',
  method: 'GET',
  path: paths.sitePermission,
  cache: 'config',
});

export const countryCode = defineCall<void, CountryCodeEntry[]>()({
  name: 'countryCode',
  method: 'GET',
  path: paths.countryCode,
  cache: 'config',
});

export const publicKey = defineCall<void, PublicKeyValue>()({
  name: 'publicKey',
  method: 'GET',
  path: paths.publicKey,
});
