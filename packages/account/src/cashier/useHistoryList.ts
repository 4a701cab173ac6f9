import type { ApiRequestError, Call } from '@portal/api';
import { useCall } from '@portal/api/react';
import { useEffect, useRef, useState } from 'react';
import type { SWRConfiguration } from 'swr';

/** How many rows a history shows at first, and adds with each "show more". */
const step = 10;
/** The most one page of the platform's answer holds. */
const most = 100;

/**
 * A member's history of the cashier (deposits, withdrawals, transfers), newest first: the first rows, more
 * with each "show more" while the platform has more, and read again when `version` changes (the member
 * just made one).
 */
export function useHistoryList<Value extends { next?: unknown }>(
  call: Call<{ pageSize?: number }, Value>,
  version: number,
  options?: SWRConfiguration<Value, ApiRequestError>,
) {
  const [shown, setShown] = useState(step);
  const list = useCall(call, { pageSize: shown }, options);
  const { mutate } = list;
  const seenVersion = useRef(version);
  useEffect(() => {
    if (seenVersion.current === version) return;
    seenVersion.current = version;
    void mutate();
  }, [version, mutate]);
  const showMore = list.data?.next && shown < most ? () => setShown(shown + step) : undefined;
  return { list, showMore };
}
