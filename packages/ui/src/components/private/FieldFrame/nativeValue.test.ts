import { describe, expect, it, vi } from 'vitest';
import { setNativeValue } from './nativeValue';

describe('setNativeValue', () => {
  it('writes the value and fires a bubbling input event', () => {
    const input = document.createElement('input');
    input.value = 'player01';
    const parent = document.createElement('div');
    parent.append(input);
    const onInput = vi.fn((event: Event) => (event.target as HTMLInputElement).value);
    parent.addEventListener('input', onInput);
    setNativeValue(input, '');
    expect(input.value).toBe('');
    expect(onInput).toHaveBeenCalledTimes(1);
    expect(onInput).toHaveReturnedWith('');
  });
});
