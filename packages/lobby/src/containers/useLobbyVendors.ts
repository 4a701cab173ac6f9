import type { Vendor, VendorLane } from '@portal/api';
import { useGameVendors } from '@portal/api/react';
import { useCallback, useMemo } from 'react';

export interface LobbyVendors {
  lanes: readonly VendorLane[] | undefined;
  /** Every vendor by code, across the lanes. */
  vendorOf: (vassalage: string) => Vendor | undefined;
}

/** The vendor lanes (session-cached), and the vendor of a code. */
export function useLobbyVendors(): LobbyVendors {
  const lanes = useGameVendors().data;
  const byCode = useMemo(() => {
    const map = new Map<string, Vendor>();
    for (const lane of lanes ?? []) for (const vendor of lane.vendors) map.set(vendor.vassalage, vendor);
    return map;
  }, [lanes]);
  const vendorOf = useCallback((vassalage: string) => byCode.get(vassalage), [byCode]);
  return { lanes, vendorOf };
}
