import { cashierPaths, paths } from '@portal/api';

/**
 * What sandbox mode opens to anyone who reaches the platform, printed at every start that has it on, so
 * nobody runs a sandbox without being told what it gives away.
 */
export function sandboxNotice(url: string): string {
  const consent = paths.oauthAuthorize.replace('{provider}', '{google|facebook}');
  return [
    '',
    `Sandbox mode is ON (SANDBOX=true). Anyone who reaches ${url} can:`,
    `  read every SMS code and e-mail the platform "sends"  GET  ${paths.sandboxOutbox}`,
    `  read the answer of any captcha                       GET  ${paths.sandboxCaptcha}?key=`,
    `  read the solution of any slider puzzle               GET  ${paths.sandboxSlider}?id=`,
    `  put money into or take it out of their own wallet    POST ${paths.sandboxCashier}`,
    `  pay any deposit on the sandbox provider's page       GET  ${cashierPaths.sandboxPay}?intent=`,
    `  confirm any crypto deposit on the sandbox chain      POST ${cashierPaths.sandboxCryptoConfirm}`,
    `  prove any mobile number (sandbox phone provider)     POST ${paths.sandboxPhoneSend}, ${paths.sandboxPhoneVerify}`,
    `  sign in as a made-up Google or Facebook user         GET  ${consent}`,
    '  and log in to the demo accounts with the password printed below.',
    'Never expose a sandbox holding real accounts. Production refuses it unless ALLOW_SANDBOX_IN_PRODUCTION=true.',
  ].join('\n');
}
