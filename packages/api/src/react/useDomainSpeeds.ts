import { useCallback, useEffect, useState } from 'react';
import { maxPingedLines, pingDomain } from '../client/pingDomain';

export interface DomainSpeed {
  domainName: string;
  /** Milliseconds, 9999 for a failed line, null while its ping runs. */
  speed: number | null;
}

/**
 * The speed selector's measurements (spec section 4): pings up to 5 domain lines at once while `active`;
 * `retest` measures again.
 */
export function useDomainSpeeds(domainNames: readonly string[], active: boolean) {
  const [round, setRound] = useState(0);
  const [speeds, setSpeeds] = useState<Record<string, number>>({});
  const lines = domainNames.slice(0, maxPingedLines);
  const key = lines.join('\n');
  useEffect(() => {
    if (!active) return undefined;
    let current = true;
    for (const domainName of key.split('\n').filter(Boolean)) {
      void pingDomain(domainName).then((speed) => {
        if (current) setSpeeds((known) => ({ ...known, [`${round}:${domainName}`]: speed }));
      });
    }
    return () => {
      current = false;
    };
  }, [active, key, round]);
  const retest = useCallback(() => setRound((n) => n + 1), []);
  const measured: DomainSpeed[] = lines.map((domainName) => ({
    domainName,
    speed: speeds[`${round}:${domainName}`] ?? null,
  }));
  return { lines: measured, retest };
}
