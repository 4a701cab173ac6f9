import type { Game } from '@portal/api';
import { describe, expect, it } from 'vitest';
import { startGameAction, type StartGameContext } from './startGameAction';

const game = (vassalage: string, isGame: 0 | 1 = 1): Pick<Game, 'vassalage' | 'gameCode' | 'isGame'> => ({
  vassalage,
  gameCode: `${vassalage}-01`,
  isGame,
});

const member: StartGameContext = {
  session: 'member',
  isTrial: false,
  vendorOf: () => ({ gameListCard: false }),
};

describe('startGameAction', () => {
  it('asks a visitor to log in, the SEA lottery included', () => {
    const visitor = { ...member, session: 'visitor' } as const;
    expect(startGameAction(game('PG'), visitor)).toEqual({ kind: 'login' });
    expect(startGameAction(game('TCG_SEA'), visitor)).toEqual({ kind: 'login' });
  });

  it('tells a trial account it needs a real one', () => {
    expect(startGameAction(game('PG'), { ...member, isTrial: true })).toEqual({
      kind: 'needRealAccount',
      messageKey: 'in_need_true_account',
    });
  });

  it('routes the lottery vendors to their screens with the game code', () => {
    expect(startGameAction(game('TCG_LOTTO_VN'), member)).toEqual({
      kind: 'route',
      path: '/vnLottery',
      query: { gameCode: 'TCG_LOTTO_VN-01' },
    });
    expect(startGameAction(game('TCG_SEA'), member)).toMatchObject({ path: '/seaLottery' });
    expect(startGameAction(game('LOTT'), member)).toMatchObject({ path: '/lottery' });
    expect(startGameAction(game('ELOTT'), member)).toMatchObject({
      path: '/lottery',
      query: { gameCode: 'ELOTT-01' },
    });
  });

  it("opens the popup game list for a card that stands for its vendor's games", () => {
    expect(startGameAction(game('SB', 0), member)).toEqual({ kind: 'gameList', vassalage: 'SB' });
    const listVendor = { ...member, vendorOf: () => ({ gameListCard: true }) };
    expect(startGameAction(game('SB'), listVendor)).toEqual({ kind: 'gameList', vassalage: 'SB' });
  });

  it('launches any other game, also while the vendors are still loading', () => {
    expect(startGameAction(game('PG'), member)).toEqual({ kind: 'launch' });
    expect(startGameAction(game('PG'), { ...member, vendorOf: () => undefined })).toEqual({ kind: 'launch' });
  });
});
