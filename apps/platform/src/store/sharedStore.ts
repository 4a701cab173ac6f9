/**
 * Short-lived shared state: rate-limit counters, locks and the session cache. Redis when REDIS_URL is
 * set, so every node behind a load balancer sees the same counts; otherwise this process's memory.
 */
export interface SharedStore {
  readonly kind: 'redis' | 'memory';
  /** Adds one to a counter whose window starts with its first hit; returns the new count. */
  increment(key: string, windowMs: number): Promise<number>;
  /**
   * Takes one back from a counter (an attempt reserved, then not made); returns the new count. Never
   * below zero and never creates the counter; one taken back to zero is gone, so its next hit starts a
   * new window.
   */
  decrement(key: string): Promise<number>;
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Sets the key only if it is absent; true when this call set it (a throttle or a lock). */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  /** Milliseconds the key has left, or 0 when it is absent. */
  ttl(key: string): Promise<number>;
  delete(...keys: string[]): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}
