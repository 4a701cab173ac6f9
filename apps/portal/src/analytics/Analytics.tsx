import { useSiteConfig } from '@portal/api/react';
import { ConsentBanner } from '@portal/ui';
import { useEffect, useState } from 'react';
import { readConsent, storeConsent, type AnalyticsConsent } from './consentStorage';
import { loadGtag } from './loadGtag';

/**
 * Analytics (spec, analytics): the brand's gtag loads only when one is configured and the visitor
 * accepted; without an id nothing is asked and nothing loads (the sandbox brand has none).
 */
export function Analytics() {
  const config = useSiteConfig();
  const gtagId = config.data?.analytics.gtagId ?? '';
  const [consent, setConsent] = useState<AnalyticsConsent | null>(readConsent);
  useEffect(() => {
    if (gtagId && consent === 'granted') loadGtag(gtagId);
  }, [gtagId, consent]);
  if (!gtagId || consent) return null;
  const answer = (value: AnalyticsConsent) => {
    storeConsent(value);
    setConsent(value);
  };
  return (
    <ConsentBanner
      privacyHref="/help"
      onAccept={() => answer('granted')}
      onDecline={() => answer('denied')}
    />
  );
}
