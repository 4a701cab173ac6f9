import type { RepresentativeChannel } from '@portal/api';

/** A text in each of the site's languages. */
export interface Bilingual {
  en: string;
  ar: string;
}

/** The text of a language: Arabic for 'ar…', English otherwise. */
export const pick = (text: Bilingual, language: string | undefined): string =>
  language?.toLowerCase().startsWith('ar') ? text.ar : text.en;

/** The content language of a request: 'ar' or 'en' (English for every other language). */
export const contentLanguage = (language: string | undefined): 'ar' | 'en' =>
  language?.toLowerCase().startsWith('ar') ? 'ar' : 'en';

export interface PromotionCategorySetting {
  code: string;
  name: Bilingual;
}

export interface LiveModelSetting {
  modelId: string;
  name: Bilingual;
  online: boolean;
  language: string;
  /** The avatar's palette (0 to 4). */
  palette: number;
}

export interface MirrorSetting {
  domainName: string;
  note: Bilingual;
}

export interface OfficialContactSetting {
  channel: RepresentativeChannel;
  /** A Telegram handle without '@' (lower case), or a WhatsApp number in digits with its country code. */
  handle: string;
  name: Bilingual;
}

export interface AppPlatformSetting {
  url: string;
  version: string;
  guide: { en: string[]; ar: string[] };
}

export interface AppDownloadSetting {
  android: AppPlatformSetting;
  ios: AppPlatformSetting;
}

/** The VIP programme: whether it runs, and the rank names by level (1 and up). */
export interface VipSetting {
  enabled: boolean;
  ranks: Array<{ level: number; name: Bilingual }>;
}

export interface FeedbackSetting {
  contentMinLength: number;
  contentMaxLength: number;
  contactMaxLength: number;
  /** Submissions one address may make each hour. */
  perAddressPerHour: number;
}
