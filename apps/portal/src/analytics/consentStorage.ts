/** The visitor's answer to the analytics question, kept on this device. */
export type AnalyticsConsent = 'granted' | 'denied';

const key = 'portal.analyticsConsent';

export function readConsent(): AnalyticsConsent | null {
  try {
    const value = localStorage.getItem(key);
    return value === 'granted' || value === 'denied' ? value : null;
  } catch {
    return null;
  }
}

export function storeConsent(consent: AnalyticsConsent): void {
  try {
    localStorage.setItem(key, consent);
  } catch {
    // Without storage the question comes back next visit; nothing loads meanwhile unless accepted now.
  }
}
