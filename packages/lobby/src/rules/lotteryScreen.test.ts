import { describe, expect, it } from 'vitest';
import { lotteryScreenModes, lotteryScreenOf } from './lotteryScreen';

describe('lotteryScreenOf', () => {
  it('names the screen of each of the seven lottery paths, in either spelling', () => {
    expect(lotteryScreenOf('/lottery')).toBe('lottery');
    expect(lotteryScreenOf('/lottert')).toBe('lottery');
    expect(lotteryScreenOf('/seaLottery')).toBe('seaLottery');
    expect(lotteryScreenOf('/sealottery')).toBe('seaLottery');
    expect(lotteryScreenOf('/vnLottery')).toBe('vnLottery');
    expect(lotteryScreenOf('/vnlottery/')).toBe('vnLottery');
  });

  it('names none for the lobby paths and others', () => {
    expect(lotteryScreenOf('/lott')).toBeUndefined();
    expect(lotteryScreenOf('/elott')).toBeUndefined();
    expect(lotteryScreenOf('/')).toBeUndefined();
    expect(lotteryScreenOf('/constructor')).toBeUndefined();
    expect(lotteryScreenOf('/toString')).toBeUndefined();
  });
});

describe('lotteryScreenModes', () => {
  it('runs the VN lottery in the VN area, in its own mode, whatever the site mode', () => {
    expect(lotteryScreenModes('vnLottery', 'LOTT')).toEqual({ prizeMode: 'ZY', vnArea: true });
    expect(lotteryScreenModes('vnLottery', 'ELOTT')).toEqual({ prizeMode: 'ZY', vnArea: true });
  });

  it('runs the SEA lottery in SEA', () => {
    expect(lotteryScreenModes('seaLottery', 'ELOTT')).toEqual({ prizeMode: 'SEA', vnArea: false });
  });

  it("runs the lottery in the site's mode, with the other one for a game only it offers", () => {
    expect(lotteryScreenModes('lottery', 'LOTT')).toEqual({
      prizeMode: 'LOTT',
      alternative: 'ELOTT',
      vnArea: false,
    });
    expect(lotteryScreenModes('lottery', 'ELOTT')).toEqual({
      prizeMode: 'ELOTT',
      alternative: 'LOTT',
      vnArea: false,
    });
  });
});
