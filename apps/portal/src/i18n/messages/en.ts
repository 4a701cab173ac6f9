/** The English catalogue of the portal host (namespace `portal`). */
export const en = {
  'app.name': 'Royal Portal',
  'app.skipToContent': 'Skip to content',
  'language.label': 'Language',
  'home.title': 'Welcome to Royal Portal',
  'home.subtitle': 'Slots, live casino, sports and lottery in one calm, secure place.',
  'home.assembling': 'The lobby is being assembled. Games, sign-in and your account arrive here next.',
  'status.label': 'Platform status',
  'status.checking': 'Checking the platform…',
  'status.normal': 'Platform online',
  'status.maintenance': 'Under maintenance',
  'status.restricted': 'Not available in your region',
  'status.unreachable': 'Network link is abnormal, please try again',
  'status.retry': 'Try again',
  'footer.licence': 'Licensed and regulated in Curaçao.',
  'footer.age': '18+ only. Play responsibly.',
  'footer.copyright': '© {{year}} Royal Portal. All rights reserved.',
} as const;

export type PortalMessageKey = keyof typeof en;
export type PortalMessages = Record<PortalMessageKey, string>;
