import { cashierPaths, paths } from '@portal/api';
import { describe, expect, it } from 'vitest';
import { sandboxNotice } from './sandboxNotice';

describe('sandboxNotice', () => {
  it('says sandbox mode is on and names every route it opens', () => {
    const notice = sandboxNotice('http://127.0.0.1:8080');
    expect(notice).toContain('Sandbox mode is ON (SANDBOX=true)');
    expect(notice).toContain('http://127.0.0.1:8080');
    for (const path of [
      paths.sandboxOutbox,
      paths.sandboxCaptcha,
      paths.sandboxSlider,
      paths.sandboxCashier,
      paths.sandboxPhoneSend,
      paths.sandboxPhoneVerify,
      cashierPaths.sandboxPay,
      cashierPaths.sandboxCryptoConfirm,
      '/wps/oauth/{google|facebook}/authorize',
    ]) {
      expect(notice).toContain(path);
    }
  });
});
