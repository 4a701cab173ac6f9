import { decryptCustomerServicePath, type CustomerServiceEntry } from '@portal/api';

/** A path the popup may open: a page of this site or an http(s) address, never a script URL. */
function isOpenable(path: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(path, window.location.origin).protocol);
  } catch {
    return false;
  }
}

/**
 * The customer-service helper of spec section 7: the entry of a csType (else the first), its path
 * decrypted and opened in a 440 x 750 popup. Returns false when there is nothing to open, or when the
 * path does not decrypt to an address (the caller says 'Invalid URL, please contact customer service').
 */
export function openCustomerService(entries: readonly CustomerServiceEntry[], csType?: string): boolean {
  const entry = entries.find((candidate) => candidate.csType === csType) ?? entries[0];
  if (!entry) return false;
  let url: string;
  try {
    url = decryptCustomerServicePath(entry.path);
  } catch {
    return false;
  }
  if (!isOpenable(url)) return false;
  window.open(url, 'customer-service', 'popup,width=440,height=750,noopener');
  return true;
}

/** Whether the site has a customer-service entry of a type. */
export const hasCustomerService = (entries: readonly CustomerServiceEntry[], csType: string) =>
  entries.some((entry) => entry.csType === csType);
