/** One platform of `GET /wps/system/appDownload?language=`. */
export interface AppDownloadEntry {
  url: string;
  version: string;
  /** An SVG QR code of `url`, as a data URI. */
  qrCode: string;
  /** Installation steps in the asked language. */
  guide: string[];
}

export interface AppDownloadValue {
  android: AppDownloadEntry;
  ios: AppDownloadEntry;
}

/** One official mirror of `GET /wps/system/mirrors?language=`. */
export interface MirrorEntry {
  domainName: string;
  note: string;
}

/** The channels an official representative is reached on. */
export const representativeChannels = ['TELEGRAM', 'WHATSAPP'] as const;
export type RepresentativeChannel = (typeof representativeChannels)[number];

/**
 * `GET /wps/system/representative?handle=&language=`: whether a Telegram handle ('@' optional) or a
 * WhatsApp number is one of the brand's official representatives.
 */
export interface RepresentativeValue {
  official: boolean;
  channel?: RepresentativeChannel;
  name?: string;
}
