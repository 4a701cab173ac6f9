import { encryptCustomerServicePath } from '@portal/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasCustomerService, openCustomerService } from './openCustomerService';

const entries = [
  { csType: 'LIVECHAT', path: encryptCustomerServicePath('/sandbox/chat', 'Lc7Qm2Za') },
  { csType: 'TELEGRAM', path: encryptCustomerServicePath('https://t.me/portaldemo', 'Tg4Wn8Rb') },
];

describe('the customer-service helper', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens the decrypted path of the type in a 440 x 750 popup, else the first entry', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    expect(openCustomerService(entries, 'TELEGRAM')).toBe(true);
    expect(open).toHaveBeenLastCalledWith(
      'https://t.me/portaldemo',
      'customer-service',
      expect.stringContaining('width=440,height=750'),
    );
    expect(openCustomerService(entries, 'WHATSAPP')).toBe(true);
    expect(open).toHaveBeenLastCalledWith('/sandbox/chat', 'customer-service', expect.any(String));
  });

  it('says whether a type exists, and opens nothing without entries or with a broken path', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    expect(hasCustomerService(entries, 'LIVECHAT')).toBe(true);
    expect(hasCustomerService(entries, 'EMAIL')).toBe(false);
    expect(openCustomerService([])).toBe(false);
    expect(openCustomerService([{ csType: 'X', path: 'bad' }])).toBe(false);
    const script = encryptCustomerServicePath('javascript:alert(1)', 'Js0Xx1Yy');
    expect(openCustomerService([{ csType: 'X', path: script }])).toBe(false);
    expect(open).not.toHaveBeenCalled();
  });
});
