/**
 * Runs `sweep` every `everyMs` until stopped, never two at once on this node (a slow sweep skips a turn);
 * the timer does not keep the process alive. Stopping waits for a sweep in progress.
 */
export function startSweeper(
  sweep: () => Promise<unknown>,
  everyMs: number,
  onError: (error: Error) => void,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    running ??= sweep()
      .then(() => undefined)
      .catch(onError)
      .finally(() => {
        running = null;
      });
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
