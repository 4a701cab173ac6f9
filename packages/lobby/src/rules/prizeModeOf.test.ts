import { describe, expect, it } from 'vitest';
import { prizeModeOf } from './prizeModeOf';

const category = (code: 'ELOTT' | 'LOTT', vassalages: string[]) => ({
  code,
  vendors: vassalages.map((vassalage) => ({ vassalage })),
});

describe('prizeModeOf', () => {
  it('is E-Lottery when the E-Lottery category holds a TCG_LOTTO_VN or LOTT card', () => {
    expect(prizeModeOf([category('ELOTT', ['ELOTT', 'TCG_LOTTO_VN'])])).toBe('ELOTT');
    expect(prizeModeOf([category('ELOTT', ['LOTT'])])).toBe('ELOTT');
  });

  it('is Lottery otherwise', () => {
    expect(prizeModeOf([category('ELOTT', ['ELOTT', 'TCG_SEA'])])).toBe('LOTT');
    expect(prizeModeOf([category('LOTT', ['LOTT', 'TCG_LOTTO_VN'])])).toBe('LOTT');
    expect(prizeModeOf([])).toBe('LOTT');
  });
});
