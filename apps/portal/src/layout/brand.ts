/**
 * The brand's fixed details (build configuration, as the spec keeps the merchant code): the name comes
 * from the catalogue, the licence number and Telegram fallback from here.
 */
export const brand = {
  licenceNumber: import.meta.env.VITE_LICENCE_NUMBER ?? 'OGL/2026/DEMO',
} as const;
