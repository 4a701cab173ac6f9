import { renderHook, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { useStagedCount } from './useStagedCount';

it('renders the first items at mount, then a step more per task until all are there', async () => {
  const counts: number[] = [];
  const { result } = renderHook(() => {
    const count = useStagedCount(7, { staged: true, first: 2, step: 2 });
    counts.push(count);
    return count;
  });
  expect(counts[0]).toBe(2);
  await waitFor(() => expect(result.current).toBe(7));
  // Each step is a render of its own: 2, 4, 6, then the last one.
  expect([...new Set(counts)]).toEqual([2, 4, 6, 7]);
});

it('renders every item at once when not staged', () => {
  const { result } = renderHook(() => useStagedCount(7, { staged: false, first: 2, step: 2 }));
  expect(result.current).toBe(7);
});

it('keeps what it has shown, and adds items that come later in steps', async () => {
  const { result, rerender } = renderHook(
    ({ total }) => useStagedCount(total, { staged: true, first: 1, step: 1 }),
    { initialProps: { total: 2 } },
  );
  await waitFor(() => expect(result.current).toBe(2));
  rerender({ total: 4 });
  expect(result.current).toBe(2);
  await waitFor(() => expect(result.current).toBe(4));
  rerender({ total: 3 });
  expect(result.current).toBe(3);
});
