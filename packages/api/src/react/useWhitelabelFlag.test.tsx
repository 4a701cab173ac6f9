import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer } from '../client/fakeFetch.fixture';
import { whitelabelFlags, type WhitelabelNode } from '../contract/site';
import { apiWrapper } from './apiWrapper.fixture';
import { useWhitelabelFlag } from './useWhitelabelFlag';

const tree: WhitelabelNode[] = [
  {
    modId: 'REGISTER',
    enabled: '1',
    childrenNodes: [{ modId: whitelabelFlags.mobileRegistration, enabled: '1', childrenNodes: [] }],
  },
  {
    modId: 'RECOVERY',
    enabled: '0',
    childrenNodes: [{ modId: whitelabelFlags.phonePasswordReset, enabled: '1', childrenNodes: [] }],
  },
];

describe('useWhitelabelFlag', () => {
  it('is undefined until the tree loads, then on only under switched-on ancestors', async () => {
    const { wrapper, seen } = apiWrapper(() => answer(tree));
    const { result } = renderHook(
      () => ({
        mobile: useWhitelabelFlag(whitelabelFlags.mobileRegistration),
        phone: useWhitelabelFlag(whitelabelFlags.phonePasswordReset),
        missing: useWhitelabelFlag(whitelabelFlags.freePlay),
      }),
      { wrapper },
    );
    expect(result.current).toEqual({ mobile: undefined, phone: undefined, missing: undefined });
    await waitFor(() => expect(result.current.mobile).toBe(true));
    expect(result.current).toEqual({ mobile: true, phone: false, missing: false });
    // Three flags, one tree: the calls are shared.
    expect(seen).toHaveLength(1);
  });
});
