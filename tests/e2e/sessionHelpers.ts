import { paths } from '@portal/api';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { e2eDemoPassword } from '../playwright.config';

/** The shortest track the platform's slider service believes (its `sliderLimits.minDurationMs`). */
const sliderMinDurationMs = 200;

/** Waits for the slider puzzle a modal asks for, reads its gap from the sandbox and moves the piece there by keyboard. */
export async function solveSliderWhenShown(
  page: Page,
  request: APIRequestContext,
  open: () => Promise<void>,
) {
  const challenge = page.waitForResponse(
    (response) => response.url().endsWith(paths.slider) && response.request().method() === 'GET',
  );
  await open();
  const { value } = await (await challenge).json();
  const gap = (await (await request.get(`${paths.sandboxSlider}?id=${value.id}`)).json()).value as {
    x: number;
  };
  const handle = page.getByRole('slider');
  await handle.focus();
  // The try's clock starts at its first move, by the page's clock.
  const started = await page.evaluate(() => Date.now());
  for (let i = 0; i < Math.floor(gap.x / 20); i += 1) await handle.press('PageUp');
  for (let i = 0; i < Math.round((gap.x % 20) / 2); i += 1) await handle.press('ArrowRight');
  // The platform takes a track as a person's only when it lasted a moment (`sliderLimits.minDurationMs`):
  // the try ends once the page's clock says so, however fast the keys went.
  await page.waitForFunction(({ since, ms }) => Date.now() - since > ms, {
    since: started,
    ms: sliderMinDurationMs,
  });
  await handle.press('Enter');
}

/** The newest SMS code the sandbox sent to a number. */
export async function lastSmsCode(request: APIRequestContext, recipient: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const answer = await request.get(
        `${paths.sandboxOutbox}?channel=sms&recipient=${encodeURIComponent(recipient)}`,
      );
      const [message] = (await answer.json()).value as Array<{ body: string }>;
      code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
      return code;
    })
    .toBeTruthy();
  return code as string;
}

/**
 * The code of the SMS that `send` makes the sandbox send to a number, and only that one: a code sent to the
 * same number before (the registration's, a moment earlier) is never taken for it.
 */
export async function smsCodeSentBy(
  request: APIRequestContext,
  recipient: string,
  send: () => Promise<void>,
): Promise<string> {
  const newest = async () => {
    const answer = await request.get(
      `${paths.sandboxOutbox}?channel=sms&recipient=${encodeURIComponent(recipient)}`,
    );
    return ((await answer.json()).value as Array<{ id: number; body: string }>)[0];
  };
  const before = (await newest())?.id ?? 0;
  await send();
  let code: string | undefined;
  await expect
    .poll(async () => {
      const message = await newest();
      code = message && message.id > before ? /\b(\d{6})\b/.exec(message.body)?.[1] : undefined;
      return code;
    })
    .toBeTruthy();
  return code as string;
}

/** Logs a seeded account in through the login popup (English), as a visitor would, and waits for the header. */
export async function logInAs(page: Page, request: APIRequestContext, username: string) {
  await solveSliderWhenShown(page, request, () => page.goto('/login').then(() => undefined));
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByRole('textbox', { name: 'Username' }).fill(username);
  await login.getByRole('textbox', { name: /^Password/ }).fill(e2eDemoPassword);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
}

/**
 * The address a brand hands a member over with: `/?token=<one-time code>`, the code made by the member's
 * session (a session token in the address signs nobody in).
 */
export async function handoverAddress(
  request: APIRequestContext,
  token: string,
  path = '/',
): Promise<string> {
  const answer = await request.post(paths.handoverCode, { headers: { token }, data: {} });
  expect(answer.status(), await answer.text()).toBe(200);
  const code = (await answer.json()).value.code as string;
  return `${path}?token=${encodeURIComponent(code)}`;
}
