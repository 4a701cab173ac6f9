import {
  whitelabelFlags,
  type CountryCodeEntry,
  type CustomerServiceEntry,
  type RegisterSettingsValue,
  type WhitelabelNode,
} from '@portal/api';
import type { RegisterFieldName, RegisterFieldSetting } from '@portal/forms/rules';
import { encryptCustomerServicePath } from '@portal/api';
import type { StoredSiteConfig } from '../system/siteSettings';

// Fixed keys keep the seed deterministic: the same configuration document on every run.
const customerService: CustomerServiceEntry[] = [
  // The platform's own sandbox chat page, relative so it works on whatever host serves the portal.
  { csType: 'LIVECHAT', path: encryptCustomerServicePath('/sandbox/chat', 'Lc7Qm2Za') },
  { csType: 'TELEGRAM', path: encryptCustomerServicePath('https://t.me/portaldemo_support', 'Tg4Wn8Rb') },
  { csType: 'WHATSAPP', path: encryptCustomerServicePath('https://wa.me/15550100123', 'Wa9Kd3Hx') },
];

/** The demo brand's site configuration; location and the status switches are computed per request. */
export const demoSiteConfig: StoredSiteConfig = {
  merchantCode: 'DEMO',
  info: { customerService },
  // Percentages sum to 100; speed and type are measured by the portal's speed selector, not stored.
  domainRoute: [
    { domainName: 'https://www.portal.example', percentage: 30 },
    { domainName: 'https://m.portal.example', percentage: 25 },
    { domainName: 'https://line1.portal.example', percentage: 20 },
    { domainName: 'https://line2.portal.example', percentage: 15 },
    { domainName: 'http://127.0.0.1:8080', percentage: 10 },
  ],
  resources: {
    FACEBOOK: { labelNameEn: 'Facebook', url: 'https://www.facebook.com/portaldemo' },
    TELEGRAM: { labelNameEn: 'Telegram', url: 'https://t.me/portaldemo' },
    TELEGRAM1: { labelNameEn: 'Telegram news', url: 'https://t.me/portaldemo_news' },
    TELEGRAM2: { labelNameEn: 'Telegram support', url: 'https://t.me/portaldemo_support' },
  },
  mainDomain: 'portal.example',
  // The sandbox brand sends nothing to an analytics service; a brand sets its gtag id here.
  analytics: { gtagId: '' },
  // Relative CDN paths so images and game launches resolve on any host the platform runs on.
  imageCDNs: ['/cdn/a', '/cdn/b'],
  launchGameCDNs: ['/cdn/a', '/cdn/b'],
  defaultLanguage: 'ar',
  currency: 'USD',
  currencySymbol: '$',
  agentTypes: [1, 2, 41, 42],
  trialTypes: [4],
};

/** Every flag the portal reads, all on, under one enabled site group (an operator switches them off). */
export const demoWhitelabel: WhitelabelNode[] = [
  {
    modId: 'SITE3',
    enabled: '1',
    childrenNodes: Object.values(whitelabelFlags).map((modId) => ({
      modId,
      enabled: '1',
      childrenNodes: [],
    })),
  },
];

/** A field's setting; acceptedPattern '' defers to the pattern id, and '*' (with id 0) accepts anything. */
const field = (
  show: boolean,
  required: boolean,
  patternId: number,
  minLength: number,
  maxLength: number,
): RegisterFieldSetting => ({
  show,
  required,
  patternId,
  minLength,
  maxLength,
  acceptedPattern: patternId === 0 ? '*' : '',
});

const shown = (patternId: number, minLength: number, maxLength: number) =>
  field(true, false, patternId, minLength, maxLength);
const hidden = (patternId: number, minLength: number, maxLength: number) =>
  field(false, false, patternId, minLength, maxLength);

// Hidden fields still carry a full rule, so an operator who shows one gets sensible bounds at once.
// The record type makes a new field in @portal/forms a compile error here until it is given a setting.
const demoRegisterFields: Record<RegisterFieldName, RegisterFieldSetting> = {
  username: field(true, true, 1, 4, 16),
  password: field(true, true, 19, 6, 20),
  confirmPassword: field(true, true, 19, 6, 20),
  payeeName: shown(12, 2, 40),
  email: shown(3, 6, 50),
  mobileNum: shown(6, 7, 11),
  qqNum: hidden(6, 5, 12),
  wechat: hidden(9, 6, 20),
  line: hidden(9, 4, 20),
  // WhatsApp and Telegram are the contact apps of the brand's Gulf and MENA audience.
  whatsapp: shown(6, 7, 15),
  facebook: hidden(9, 5, 50),
  skype: hidden(9, 6, 32),
  zalo: hidden(6, 9, 11),
  telegram: shown(9, 5, 32),
  recommenderId: hidden(4, 4, 16),
  captcha: hidden(4, 4, 6),
  verificationCode: field(true, true, 6, 6, 6),
  affiliateCode: shown(4, 4, 16),
  paymentPassword: hidden(6, 6, 6),
  idNumber: hidden(4, 6, 20),
  realName: hidden(12, 2, 40),
  fullName: hidden(21, 3, 60),
  birthday: shown(11, 10, 10),
  nickname: hidden(14, 2, 16),
  transactionPassword: hidden(6, 6, 6),
};

/** The demo brand's registration settings; the mobile bounds match the mobileNum field above. */
export const demoRegisterSettings: RegisterSettingsValue = {
  fields: demoRegisterFields,
  regex: { mobileMinLength: 7, mobileMaxLength: 11 },
};

/** Dialing codes offered with a mobile number: the brand's Gulf and MENA markets first. */
export const demoCountryCodes: CountryCodeEntry[] = [
  { countryCode: 'SA', dialingCode: '+966', nameEn: 'Saudi Arabia', nameAr: 'المملكة العربية السعودية' },
  {
    countryCode: 'AE',
    dialingCode: '+971',
    nameEn: 'United Arab Emirates',
    nameAr: 'الإمارات العربية المتحدة',
  },
  { countryCode: 'EG', dialingCode: '+20', nameEn: 'Egypt', nameAr: 'مصر' },
  { countryCode: 'JO', dialingCode: '+962', nameEn: 'Jordan', nameAr: 'الأردن' },
  { countryCode: 'KW', dialingCode: '+965', nameEn: 'Kuwait', nameAr: 'الكويت' },
  { countryCode: 'QA', dialingCode: '+974', nameEn: 'Qatar', nameAr: 'قطر' },
  { countryCode: 'BH', dialingCode: '+973', nameEn: 'Bahrain', nameAr: 'البحرين' },
  { countryCode: 'OM', dialingCode: '+968', nameEn: 'Oman', nameAr: 'عُمان' },
  { countryCode: 'MA', dialingCode: '+212', nameEn: 'Morocco', nameAr: 'المغرب' },
  { countryCode: 'GB', dialingCode: '+44', nameEn: 'United Kingdom', nameAr: 'المملكة المتحدة' },
  { countryCode: 'US', dialingCode: '+1', nameEn: 'United States', nameAr: 'الولايات المتحدة' },
  { countryCode: 'FR', dialingCode: '+33', nameEn: 'France', nameAr: 'فرنسا' },
  { countryCode: 'DE', dialingCode: '+49', nameEn: 'Germany', nameAr: 'ألمانيا' },
  { countryCode: 'TR', dialingCode: '+90', nameEn: 'Türkiye', nameAr: 'تركيا' },
  { countryCode: 'IN', dialingCode: '+91', nameEn: 'India', nameAr: 'الهند' },
  { countryCode: 'PK', dialingCode: '+92', nameEn: 'Pakistan', nameAr: 'باكستان' },
  { countryCode: 'PH', dialingCode: '+63', nameEn: 'Philippines', nameAr: 'الفلبين' },
  { countryCode: 'TH', dialingCode: '+66', nameEn: 'Thailand', nameAr: 'تايلاند' },
  { countryCode: 'VN', dialingCode: '+84', nameEn: 'Vietnam', nameAr: 'فيتنام' },
  { countryCode: 'MY', dialingCode: '+60', nameEn: 'Malaysia', nameAr: 'ماليزيا' },
];
