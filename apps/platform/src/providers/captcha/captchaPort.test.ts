import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseCases } from '../../testing/testDatabases';
import { openTestPlatform, type TestPlatform } from '../../testing/testPlatform';
import type { CaptchaPort } from './CaptchaPort';

describe.each(databaseCases())('the captcha port, sandbox provider, on $name', (databaseCase) => {
  let tp: TestPlatform;
  let port: CaptchaPort;
  beforeAll(async () => {
    tp = await openTestPlatform(databaseCase, { seed: false });
    port = tp.platform.captcha;
  });
  afterAll(() => tp.close());

  it('spends a captcha once, with its right answer only', async () => {
    const { key, png } = await port.issueCaptcha('198.51.100.20');
    expect(Buffer.from(png, 'base64').subarray(1, 4).toString()).toBe('PNG');
    const answer = (await port.sandbox!.captchaAnswer(key))!;
    expect(answer).toMatch(/^[A-Z2-9]{5}$/);
    await expect(port.consumeCaptcha(key, undefined)).rejects.toMatchObject({ code: 'CAPTCHA_INVALID' });
    await expect(port.consumeCaptcha(key, answer.toLowerCase())).resolves.toBeUndefined();
    await expect(port.consumeCaptcha(key, answer)).rejects.toMatchObject({ code: 'CAPTCHA_INVALID' });
    expect(await port.sandbox!.captchaAnswer(key)).toBeNull();
  });

  it('passes a slider dragged to its gap, and its fields serve one login', async () => {
    const puzzle = await port.issueSlider('198.51.100.21');
    const { x } = (await port.sandbox!.sliderSolution(puzzle.id))!;
    const trail: Array<[number, number]> = [
      [0, 0],
      [Math.round(x / 2), 250],
      [x, 500],
    ];
    const fields = await port.verifySlider(
      { challengeId: puzzle.id, x, durationMs: 500, trail },
      '198.51.100.21',
    );
    expect(fields).toMatchObject({ sliderChallengeId: puzzle.id, sliderToken: expect.any(String) });
    await expect(port.consumeSlider(fields!)).resolves.toBeUndefined();
    await expect(port.consumeSlider(fields!)).rejects.toMatchObject({ code: 'VERIFICATION_REQUIRED' });
    await expect(port.consumeSlider({})).rejects.toMatchObject({ code: 'VERIFICATION_REQUIRED' });
  });

  it('misses a slider dragged elsewhere', async () => {
    const puzzle = await port.issueSlider('198.51.100.22');
    const { x } = (await port.sandbox!.sliderSolution(puzzle.id))!;
    const away = x > 150 ? x - 40 : x + 40;
    const trail: Array<[number, number]> = [
      [0, 0],
      [Math.round(away / 2), 250],
      [away, 500],
    ];
    expect(
      await port.verifySlider({ challengeId: puzzle.id, x: away, durationMs: 500, trail }, '198.51.100.22'),
    ).toBeNull();
  });
});
