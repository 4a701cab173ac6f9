import type { DomainLine } from './speedOf';

/** Five demo lines as the domain-route call returns them (spec 7: the first 5 are used). */
const domains = [
  'www.portal-demo.com',
  'm1.portal-demo.net',
  'line3.portal-demo.org',
  'asia.portal-demo.io',
  'backup.portal-demo.co',
] as const;

const withSpeeds = (speeds: Array<number | null>): DomainLine[] =>
  domains.map((domainName, index) => ({ domainName, speed: speeds[index] ?? null }));

/** Every line still being pinged. */
export const pingingLines = withSpeeds([null, null, null, null, null]);
/** Part way through a test: some answers in, some still pinging. */
export const partlyTestedLines = withSpeeds([64, null, 9999, null, 132]);
/** A finished test with every class: fast, normal, slow and a failure. */
export const testedLines = withSpeeds([118, 42, 9999, 236, 77]);
/** A finished test where no line answered. */
export const failedLines = withSpeeds([9999, 9999, 9999, 9999, 9999]);
