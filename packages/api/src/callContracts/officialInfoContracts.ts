import type { CallContracts } from './CallContract';
import type * as calls from '../calls/officialInfoCalls';

/** What the officialInfo calls take and answer, for the platform and the OpenAPI document. */
export const officialInfoContracts = {
  appDownload: {
    summary: 'The Android and iOS apps: link, version, a QR code of the link (SVG data URI) and the steps',
    tags: ['system'],
  },
  mirrors: {
    summary: "The brand's official mirror sites",
    tags: ['system'],
  },
  representative: {
    summary: 'Whether a Telegram username or a WhatsApp number is an official representative of the brand',
    tags: ['system'],
  },
} satisfies CallContracts<typeof calls>;
