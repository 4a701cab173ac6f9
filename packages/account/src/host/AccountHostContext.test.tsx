import { renderHook } from '@testing-library/react';
import { expect, it } from 'vitest';
import { useAccountHost } from './AccountHostContext';

it('says how to provide the host when a flow renders without one', () => {
  expect(() => renderHook(() => useAccountHost())).toThrow(/AccountHostContext\.Provider/);
});
