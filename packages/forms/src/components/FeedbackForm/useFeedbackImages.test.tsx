import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFeedbackImages } from './useFeedbackImages';

const png = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], name, { type: 'image/png' });

// jsdom has no object URLs.
beforeEach(() => {
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:preview');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('useFeedbackImages', () => {
  it('keeps 3 images by default and refuses the fourth with the count of 3', async () => {
    const { result } = renderHook(() => useFeedbackImages());
    await act(() => result.current.add([png('1.png'), png('2.png'), png('3.png'), png('4.png')]));
    expect(result.current.images.map((image) => image.file.name)).toEqual(['1.png', '2.png', '3.png']);
    expect(result.current.refused).toEqual([
      expect.objectContaining({ name: '4.png', message: 'feedback.imageCount?max=3' }),
    ]);
  });

  it('keeps at most `max`: with 1, a second file is refused, in the same pick or a later one', async () => {
    const { result } = renderHook(() => useFeedbackImages(1));
    await act(() => result.current.add([png('first.png'), png('second.png')]));
    expect(result.current.images.map((image) => image.file.name)).toEqual(['first.png']);
    expect(result.current.refused).toEqual([
      expect.objectContaining({ name: 'second.png', message: 'feedback.imageCount?max=1' }),
    ]);
    await act(() => result.current.add([png('later.png')]));
    expect(result.current.images).toHaveLength(1);
    expect(result.current.refused).toEqual([
      expect.objectContaining({ name: 'later.png', message: 'feedback.imageCount?max=1' }),
    ]);
    // Once the place is free again, the next file takes it.
    act(() => result.current.remove(result.current.images[0]!.id));
    await act(() => result.current.add([png('again.png')]));
    expect(result.current.images.map((image) => image.file.name)).toEqual(['again.png']);
    expect(result.current.refused).toEqual([]);
  });
});
