/** One node of `GET /wps/system/whitelabel` (spec section 3, site flags). */
export interface WhitelabelNode {
  modId: string;
  /** '1' when on. */
  enabled: '0' | '1';
  childrenNodes: WhitelabelNode[];
}

/** The flags the portal reads from the white-label tree. */
export const whitelabelFlags = {
  agentPolicy: 'AGENTPOLICY3',
  manualRebate: 'MANPLAYREB3',
  phonePasswordReset: 'CHNGPASSVERIF3',
  mobileRegistration: 'MOBILEREG3',
  mobileSmsVerification: 'MOBILESMSVERIF3',
  mobilePasswordRegistration: 'MOBILEPASSREG3',
  freePlay: 'FREEPLAY3',
  forcePasswordChange: 'FORCECHNGPASS3',
  verificationCodeLogin: 'VERIFCODELOGIN3',
  passwordExpiry: 'PASSEXPIRY3',
} as const;

export type WhitelabelFlag = (typeof whitelabelFlags)[keyof typeof whitelabelFlags];

/** `GET /wps/system/setting/register`: one entry per draft field, and the public regex settings. */
export interface RegisterFieldSettingValue {
  show: boolean;
  required: boolean;
  acceptedPattern?: string;
  minLength?: number;
  maxLength?: number;
  patternId?: number;
}

export interface RegisterSettingsValue {
  fields: Record<string, RegisterFieldSettingValue>;
  /** The public regex settings: the mobile number's length. */
  regex: { mobileMinLength: number; mobileMaxLength: number };
}

/** A domain line of `GET /wps/system/domainRoute?device=0`. */
export interface DomainLine {
  domainName: string;
  speed?: number;
  type?: 'fast' | 'normal' | 'slow';
  percentage?: number;
}

export interface DomainRouteValue {
  domainList: DomainLine[];
}

/** `GET /wps/system/helpCenter?lang=&device=WEB`: sections of articles (content is sanitised HTML). */
export interface HelpArticle {
  id: string;
  title: string;
  content: string;
}

export interface HelpSection {
  /** The anchor of the section ('term' for the terms, as /help#term opens it). */
  key: string;
  title: string;
  articles: HelpArticle[];
}

export interface HelpCenterValue {
  lang: string;
  sections: HelpSection[];
}

/** A customer-service entry: the path is encrypted; its last 8 characters are the key. */
export interface CustomerServiceEntry {
  csType: string;
  path: string;
}

export interface ResourceEntry {
  labelNameEn: string;
  url: string;
}

/** `GET /wps/system/config`: the site configuration loaded first at start-up. */
export interface SiteConfigValue {
  merchantCode: string;
  info: { customerService: CustomerServiceEntry[] };
  domainRoute: DomainLine[];
  resources: Record<'FACEBOOK' | 'TELEGRAM' | 'TELEGRAM1' | 'TELEGRAM2', ResourceEntry>;
  mainDomain: string;
  analytics: { gtagId: string };
  imageCDNs: string[];
  launchGameCDNs: string[];
  location: { ip: string; country?: string };
  maintenance: boolean;
  regionRestriction: boolean;
  defaultLanguage: string;
  currency: string;
  currencySymbol: string;
  /** The account types that are agents and trial accounts (configuration, as the spec says). */
  agentTypes: number[];
  trialTypes: number[];
  /**
   * Who sends and checks the SMS codes of registration and the SMS login: '' for the platform itself, or
   * the name of a phone provider adapter ('sandbox' is the kit's; a brand registers its own with
   * `ApiProvider`'s `phoneProviders`).
   */
  phoneProvider: string;
}

/** `GET /wps/system/permission`: what this site lets a visitor do, fetched once at start-up. */
export interface SitePermissionValue {
  register: { username: boolean; mobile: boolean };
  login: { username: boolean; sms: boolean };
  freePlay: boolean;
  forgotPassword: { email: boolean; mobileNum: boolean };
  languages: string[];
}

/** `GET /wps/system/countryCode`: the dialing codes offered with a mobile number. */
export interface CountryCodeEntry {
  countryCode: string;
  dialingCode: string;
  nameEn: string;
  nameAr: string;
}

/** `GET /wps/system/publicKey`: the platform's RSA-OAEP-256 key for encrypted calls. */
export interface PublicKeyValue {
  keyId: string;
  jwk: JsonWebKey;
}
