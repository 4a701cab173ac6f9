import { useMemo, useRef } from 'react';

/** 128 random bits as hex: an idempotency key (Web Crypto, also where `randomUUID` is not offered). */
const newKey = (): string =>
  Array.from(globalThis.crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');

export interface IdempotencyKeys {
  /** The key of this payload: the same as the last attempt's when the payload is the same. */
  keyFor(payload: unknown): string;
  /** The intent succeeded: the next payload, even an equal one, is a new intent with a new key. */
  done(): void;
}

/**
 * One idempotency key per money-moving intent: a payload sent again after a timeout or a lost answer
 * carries the same key, so the platform applies it once and answers the first result; a changed payload
 * is a new intent with a new key.
 */
export function useIdempotencyKey(): IdempotencyKeys {
  const last = useRef<{ payload: string; key: string } | null>(null);
  return useMemo(
    () => ({
      keyFor(payload) {
        const text = JSON.stringify(payload);
        if (last.current?.payload !== text) last.current = { payload: text, key: newKey() };
        return last.current.key;
      },
      done() {
        last.current = null;
      },
    }),
    [],
  );
}
