import Bowser from 'bowser';

/** A User-Agent longer than this is cut before it is read: no browser sends one, and the parser's work stays small. */
const longestUserAgent = 512;
/** The longest browser or system name kept: a forged header cannot fill the history with its text. */
const longestName = 40;

const nameOf = (name: string | undefined) => (name ?? '').replace(/\s+/g, ' ').trim().slice(0, longestName);

/**
 * The browser and system a User-Agent names, as the login history shows them ("Chrome on Windows",
 * "Safari on iOS"), read by bowser; the header itself is never kept. '' when it names neither.
 */
export function deviceSummary(userAgent: string | undefined): string {
  const header = (userAgent ?? '').slice(0, longestUserAgent);
  if (!header.trim()) return '';
  const { browser, os } = Bowser.parse(header);
  const names = [nameOf(browser.name), nameOf(os.name)];
  return names.filter(Boolean).join(' on ');
}
