import { captchaKeyHeader, paths, type SliderFields, type WhitelabelNode } from '@portal/api';
import { eq } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import { accounts } from '../db/schema';
import { readSetting, writeSetting } from '../system/siteSettings';
import { testDemoPassword } from './testConfig';
import type { TestPlatform } from './testPlatform';

let sliderVisitors = 0;

/**
 * Passes a slider puzzle the way a person does: fetch, drag to the gap over a few moves, verify. Each
 * pass comes from its own address: the puzzles an address may have are limited, and tests log in
 * many times without moving the clock.
 */
export async function passSlider({ app }: TestPlatform): Promise<SliderFields> {
  sliderVisitors += 1;
  const remoteAddress = `10.250.${Math.floor(sliderVisitors / 250) % 250}.${(sliderVisitors % 250) + 1}`;
  const challenge = (await app.inject({ method: 'GET', url: paths.slider, remoteAddress })).json().value;
  const solution = (
    await app.inject({ method: 'GET', url: `${paths.sandboxSlider}?id=${challenge.id}` })
  ).json().value;
  const res = await app.inject({
    method: 'POST',
    url: paths.slider,
    remoteAddress,
    payload: {
      challengeId: challenge.id,
      x: solution.x + 1,
      durationMs: 640,
      trail: [
        [0, 0],
        [solution.x / 2, 200],
        [solution.x + 1, 600],
      ],
    },
  });
  expect(res.statusCode).toBe(200);
  return res.json().value as SliderFields;
}

/** A fresh captcha and its answer (read through the sandbox route). */
export async function solveCaptcha({ app }: TestPlatform, remoteAddress = '127.0.0.1') {
  const res = await app.inject({ method: 'GET', url: paths.captcha, remoteAddress });
  expect(res.statusCode).toBe(200);
  const captchaKey = res.headers[captchaKeyHeader] as string;
  const answer = (
    await app.inject({ method: 'GET', url: `${paths.sandboxCaptcha}?key=${captchaKey}` })
  ).json().value.answer as string;
  return { captchaKey, captcha: answer };
}

export async function loginRequest(
  tp: TestPlatform,
  body: Record<string, unknown>,
  options: { remoteAddress?: string; slider?: boolean } = {},
) {
  const slider = options.slider === false ? {} : await passSlider(tp);
  return tp.app.inject({
    method: 'POST',
    url: paths.login,
    payload: (await tp.encrypt({ type: 'username', ...slider, ...body })) as object,
    remoteAddress: options.remoteAddress ?? '127.0.0.1',
  });
}

/** Logs a demo account in and returns its token. */
export async function loginAs(
  tp: TestPlatform,
  username: string,
  password = testDemoPassword,
): Promise<string> {
  const res = await loginRequest(tp, { username, password });
  expect(res.json()).toMatchObject({ success: true });
  return res.json().value.token as string;
}

/**
 * The newest code the sandbox SMS provider "sent" to a number, waited for: the SMS login's code is sent
 * after its answer.
 */
export async function lastSmsCode({ app }: TestPlatform, recipient: string): Promise<string> {
  return vi.waitFor(
    async () => {
      const res = await app.inject({
        method: 'GET',
        url: `${paths.sandboxOutbox}?channel=sms&recipient=${encodeURIComponent(recipient)}`,
      });
      const [message] = res.json().value as Array<{ body: string }>;
      const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
      expect(code).toBeDefined();
      return code as string;
    },
    { timeout: 5_000, interval: 20 },
  );
}

/** Turns one white-label flag on or off, as an operator would. */
export async function setWhitelabelFlag(tp: TestPlatform, modId: string, enabled: '0' | '1') {
  const walk = (nodes: WhitelabelNode[]): WhitelabelNode[] =>
    nodes.map((node) => ({
      ...node,
      enabled: node.modId === modId ? enabled : node.enabled,
      childrenNodes: walk(node.childrenNodes),
    }));
  await writeSetting(tp.platform.db, 'whitelabel', walk(await readSetting(tp.platform.db, 'whitelabel')));
}

/**
 * Gives the account `username` the mobile number `mobileNum` for the length of `run`: a code sent to that
 * number meanwhile belongs to no account afterwards (as when an account changes its number, or closes,
 * between the code and its use). A fresh number also has no send cooldown left from other tests.
 */
export async function withMobileLent(
  tp: TestPlatform,
  username: string,
  mobileNum: string,
  run: () => Promise<void>,
) {
  const { db } = tp.platform;
  const [account] = await db.select().from(accounts).where(eq(accounts.username, username));
  if (!account) throw new Error(`no account ${username}`);
  await db.update(accounts).set({ mobileNum }).where(eq(accounts.id, account.id));
  try {
    await run();
  } finally {
    await db.update(accounts).set({ mobileNum: account.mobileNum }).where(eq(accounts.id, account.id));
  }
}
