import type { RepresentativeChannel } from '@portal/api';

export interface ContactHandle {
  channel: RepresentativeChannel;
  /** A Telegram username in lower case, or a phone number's digits with the country code. */
  handle: string;
}

/**
 * What a player typed to check a representative: a Telegram username ('@' optional, or a t.me link) or a
 * WhatsApp number (spaces, dashes, '+' or '00' allowed, or a wa.me link). Null when it is neither.
 */
export function normaliseHandle(input: string): ContactHandle | null {
  const text = input.trim().replace(/^https?:\/\//i, '');
  const telegram = /^(?:t\.me\/|telegram\.me\/)?@?([A-Za-z][A-Za-z0-9_]{3,31})\/?$/i.exec(text);
  if (telegram) return { channel: 'TELEGRAM', handle: (telegram[1] as string).toLowerCase() };
  const whatsapp = /^(?:wa\.me\/)?(\+|00)?([\d\s().-]{6,24})\/?$/i.exec(text);
  if (whatsapp) {
    const digits = (whatsapp[2] as string).replace(/\D/g, '');
    if (digits.length >= 6 && digits.length <= 15) return { channel: 'WHATSAPP', handle: digits };
  }
  return null;
}
