import { paths } from '@portal/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveCaptcha } from '../../../testing/flows';
import { databaseCases } from '../../../testing/testDatabases';
import { openTestPlatform, type TestPlatform } from '../../../testing/testPlatform';
import { sandboxSliderSolution, sliderLimits } from './sliders';
import { seededUnit } from '../../../games/random';

type Trail = Array<[number, number]>;

/** A person's drag: from the left edge to `x` through a few positions, over 600 ms. */
const humanTrail = (x: number): Trail => [
  [0, 0],
  [Math.round(x / 3), 150],
  [Math.round((2 * x) / 3), 380],
  [x, 600],
];

describe.each(databaseCases())('slider verification on $name', (databaseCase) => {
  let tp: TestPlatform;
  beforeAll(async () => {
    tp = await openTestPlatform(databaseCase);
  });
  afterAll(() => tp.close());

  let address = 0;
  /** Each case comes from its own address: the limits are per address. */
  const nextAddress = () => `10.20.${Math.floor((address += 1) / 250)}.${address % 250}`;

  const issue = async (remoteAddress: string) => {
    const res = await tp.app.inject({ method: 'GET', url: paths.slider, remoteAddress });
    return res.statusCode === 200 ? (res.json().value.id as string) : null;
  };
  const gapOf = async (id: string) => (await sandboxSliderSolution(tp.platform, id))!.x;
  const attempt = (
    remoteAddress: string,
    body: { challengeId: string; x: number; durationMs?: number; trail?: Trail; [key: string]: unknown },
  ) =>
    tp.app.inject({
      method: 'POST',
      url: paths.slider,
      remoteAddress,
      payload: { durationMs: 640, trail: humanTrail(body.x), ...body },
    });

  it(`passes within ${sliderLimits.tolerance} px of the gap, not beyond, and gives each puzzle one try`, async () => {
    const from = nextAddress();
    for (const offset of [-sliderLimits.tolerance, sliderLimits.tolerance]) {
      const id = (await issue(from))!;
      const res = await attempt(from, { challengeId: id, x: (await gapOf(id)) + offset });
      expect(res.statusCode).toBe(200);
    }
    const missed = (await issue(from))!;
    const gap = await gapOf(missed);
    const miss = await attempt(from, { challengeId: missed, x: gap + sliderLimits.tolerance + 1 });
    expect(miss.statusCode).toBe(400);
    expect(miss.json().code).toBe('VERIFICATION_REQUIRED');
    // The puzzle is spent: the right place afterwards does not pass.
    const second = await attempt(from, { challengeId: missed, x: gap });
    expect(second.json().code).toBe('VERIFICATION_REQUIRED');
  });

  it('refuses an implausible drag track even at the gap', async () => {
    const tracks: Array<(x: number) => { durationMs?: number; trail: Trail; x?: number }> = [
      // A jump: too quick, too few positions.
      (x) => ({ durationMs: 5, trail: [[x, 5]] }),
      (x) => ({
        trail: [
          [0, 0],
          [x, 600],
        ],
      }),
      // Too quick for a person, even through several positions.
      (x) => ({ durationMs: 40, trail: humanTrail(x).map(([px, t]) => [px, t / 20] as [number, number]) }),
      // Time going backwards.
      (x) => ({
        trail: [
          [0, 0],
          [x / 2, 400],
          [x / 3, 200],
          [x, 600],
        ],
      }),
      // A track that does not end where the piece was left.
      (x) => ({ trail: humanTrail(x - 40) }),
      // Positions outside the puzzle.
      (x) => ({
        trail: [
          [0, 0],
          [900, 200],
          [-50, 400],
          [x, 600],
        ],
      }),
      // Moments after the release.
      (x) => ({ durationMs: 300, trail: humanTrail(x) }),
      // Standing still.
      (x) => ({
        trail: [
          [x, 0],
          [x, 200],
          [x, 400],
          [x, 600],
        ],
      }),
    ];
    for (const track of tracks) {
      const from = nextAddress();
      const id = (await issue(from))!;
      const gap = await gapOf(id);
      const res = await attempt(from, { challengeId: id, x: gap, ...track(gap) });
      expect(res.json().code, JSON.stringify(track(gap))).toBe('VERIFICATION_REQUIRED');
    }
    const from = nextAddress();
    const id = (await issue(from))!;
    expect((await attempt(from, { challengeId: id, x: await gapOf(id) })).statusCode).toBe(200);
  });

  it(`asks for a captcha too after ${sliderLimits.missesBeforeCaptcha} misses from an address`, async () => {
    const from = nextAddress();
    for (let i = 0; i < sliderLimits.missesBeforeCaptcha; i += 1) {
      const id = (await issue(from))!;
      expect((await attempt(from, { challengeId: id, x: (await gapOf(id)) + 30 })).statusCode).toBe(400);
    }
    const id = (await issue(from))!;
    const gap = await gapOf(id);
    const bare = await attempt(from, { challengeId: id, x: gap });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({ code: 'CAPTCHA_INVALID', value: { captcha: true } });
    const wrong = await attempt(from, { challengeId: id, x: gap, captchaKey: 'nope', captcha: 'ABCD' });
    expect(wrong.json().code).toBe('CAPTCHA_INVALID');
    // A refused captcha does not spend the puzzle's try: with the right one the same puzzle passes.
    const captcha = await solveCaptcha(tp, from);
    const solved = await attempt(from, { challengeId: id, x: gap, ...captcha });
    expect(solved.statusCode).toBe(200);
    // Another address is not affected, and the address's misses are forgotten after their window.
    const other = nextAddress();
    const elsewhere = (await issue(other))!;
    expect((await attempt(other, { challengeId: elsewhere, x: await gapOf(elsewhere) })).statusCode).toBe(
      200,
    );
    tp.clock.advance(sliderLimits.missWindowMs);
    const later = (await issue(from))!;
    expect((await attempt(from, { challengeId: later, x: await gapOf(later) })).statusCode).toBe(200);
  });

  it('lets parallel tries from an address check no more misses than the limit', async () => {
    const from = nextAddress();
    const ids: string[] = [];
    for (let i = 0; i < 10; i += 1) ids.push((await issue(from))!);
    const answers = await Promise.all(
      ids.map(async (id) => attempt(from, { challengeId: id, x: (await gapOf(id)) + 30 })),
    );
    const checked = answers.filter((res) => res.json().code === 'VERIFICATION_REQUIRED').length;
    expect(checked).toBeLessThanOrEqual(sliderLimits.missesBeforeCaptcha);
    expect(answers.every((res) => res.statusCode === 400)).toBe(true);
  });

  it(`gives an address ${sliderLimits.puzzlesPerAddress} puzzles a minute`, async () => {
    const from = nextAddress();
    for (let i = 0; i < sliderLimits.puzzlesPerAddress; i += 1) expect(await issue(from)).not.toBeNull();
    const over = await tp.app.inject({ method: 'GET', url: paths.slider, remoteAddress: from });
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('THROTTLED');
    expect(await issue(nextAddress())).not.toBeNull();
    tp.clock.advance(sliderLimits.puzzleWindowMs);
    expect(await issue(from)).not.toBeNull();
  });

  it('lets a blind guesser pass about never, over as many puzzles as the address may have', async () => {
    const from = nextAddress();
    const random = seededUnit(12);
    let issued = 0;
    let passed = 0;
    const minutes = 10;
    for (let minute = 0; minute < minutes; minute += 1) {
      for (let i = 0; i < 100; i += 1) {
        const id = await issue(from);
        if (!id) break;
        issued += 1;
        // Anywhere the gap can be, with a person's track.
        const x = 60 + Math.floor(random() * 230);
        if ((await attempt(from, { challengeId: id, x })).statusCode === 200) passed += 1;
      }
      tp.clock.advance(60_000);
    }
    expect(issued).toBe(minutes * sliderLimits.puzzlesPerAddress);
    expect(passed / issued).toBeLessThan(0.01);
  });
});
