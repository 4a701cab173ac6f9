import type { TestInfo } from '@playwright/test';
import { e2eRunId } from '../playwright.config';

let made = 0;

/**
 * A mobile number (10 digits, as the platform's +966 numbers) that no other test makes: the run's id, the
 * worker's index (a worker started again after a failure has a new one) and a count within the worker.
 * `prefix` (two digits) keeps one journey's numbers apart from another's.
 */
export function uniqueMobile(prefix: string, testInfo: TestInfo): string {
  made += 1;
  const worker = String(testInfo.workerIndex % 100).padStart(2, '0');
  return `${prefix}${e2eRunId}${worker}${String(made % 1_000).padStart(3, '0')}`;
}
