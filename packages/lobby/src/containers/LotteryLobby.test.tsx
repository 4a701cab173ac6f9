import { apiMessages, paths, type PrizeMode } from '@portal/api';
import { loadedMessages, uiCatalogue, type UiMessages } from '@portal/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { directions } from '@test-utils/render';
import { lobbyTexts } from '../i18n/messages/lobbyTexts.fixture';
import {
  AccountProbe,
  accountProbeName,
  fakeLobbyPlatform,
  fakeLobbyWrapper,
  fakeLotteryMenus,
  fakeTokens,
  type FakeAccount,
  type FakeLobbyOptions,
} from './fakeLobbyPlatform.fixture';
import { LotteryLobby, type LotteryLobbyProps } from './LotteryLobby';

afterEach(() => vi.restoreAllMocks());

/** Text without the Unicode isolates the catalogue puts around names and numbers. */
const plain = (text: string | null) => (text ?? '').replace(/[\u2068\u2069]/g, '');

describe.each(directions)('LotteryLobby ($locale, $dir)', ({ locale, dir }) => {
  const text = lobbyTexts[locale];
  const ui = loadedMessages(uiCatalogue, locale) as UiMessages;
  const api = apiMessages[locale];
  const gameOf = (prizeMode: PrizeMode, gameCode: string) =>
    fakeLotteryMenus(locale, prizeMode)
      .flatMap((menu) => menu.games)
      .find((game) => game.gameCode === gameCode)!;

  function renderLottery(
    props: LotteryLobbyProps,
    {
      account = 'member',
      probeAccount = false,
      ...options
    }: FakeLobbyOptions & { account?: FakeAccount; probeAccount?: boolean } = {},
  ) {
    const platform = fakeLobbyPlatform(options);
    const host = { openGame: vi.fn(), requireLogin: vi.fn(), onSelectGame: vi.fn() };
    const view = render(
      <>
        <LotteryLobby {...host} backUrl="/back" timeZone="UTC" {...props} />
        {probeAccount && <AccountProbe />}
      </>,
      {
        wrapper: fakeLobbyWrapper(platform, { account, locale }),
      },
    );
    return { ...view, platform, host };
  }

  const menu = () => screen.findByRole('navigation', { name: text['lottery.label'] });
  const game = async (name: string) => within(await menu()).findByRole('button', { name: new RegExp(name) });
  const play = () => screen.findByRole('button', { name: text['lotteryLobby.play'] });

  it("runs the VN screen in its mode: the menus by category, the address's game marked, its VN draws", async () => {
    const vn = gameOf('ZY', 'ZY-SSC-2');
    const { container, platform } = renderLottery({ screen: 'vnLottery', gameCode: vn.gameCode });
    const nav = await menu();
    expect(nav.closest('[dir]')).toHaveAttribute('dir', dir);
    await waitFor(() => expect(within(nav).getAllByRole('heading', { level: 2 })).toHaveLength(5));
    expect(await game(vn.name)).toHaveAttribute('aria-current', 'true');
    expect(platform.requestsTo(paths.lotteryMenu).map((request) => request.query)).toEqual([
      { prizeMode: 'ZY', device: 'WEB', language: locale },
    ]);
    const panel = screen.getByRole('region', { name: vn.name });
    const table = await within(panel).findByRole('table');
    expect(plain(within(table).getByRole('caption').textContent)).toBe(
      plain(text['lotteryLobby.drawsTitle'].replace('{{name}}', vn.name)),
    );
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(6));
    expect(platform.requestsTo(paths.lotteryOpenedVn).map((request) => request.query)).toEqual([
      { gameCode: vn.gameCode, limit: '5' },
    ]);
    expect(platform.requestsTo(paths.lotteryOpened)).toEqual([]);
    await expectNoAxeViolations(container);
  });

  it('launches the lottery lobby on the selected game (betting) and hands it to the host', async () => {
    const vn = gameOf('ZY', 'ZY-11X5-1');
    const { platform, host } = renderLottery({ screen: 'vnLottery', gameCode: vn.gameCode });
    await userEvent.click(await play());
    await waitFor(() => expect(host.openGame).toHaveBeenCalledTimes(1));
    expect(platform.requestsTo(paths.launchGame)).toEqual([
      expect.objectContaining({
        token: fakeTokens.member,
        query: {
          lottoArea: 'VN',
          launchMode: 'LOTT',
          lottoPrizeMode: 'ZY',
          lottoGameCode: vn.gameCode,
          lottoView: 'betting',
          device: 'WEB',
          backUrl: '/back',
          language: locale,
        },
      }),
    ]);
    expect(host.openGame).toHaveBeenCalledWith(
      { url: `${paths.sandboxGame}?session=lotto-ZY-betting-${vn.gameCode}`, trial: false },
      vn,
    );
  });

  it("runs the lottery screen in the site's mode; without a game, play opens the lobby view", async () => {
    const { platform, host } = renderLottery({ screen: 'lottery' });
    await menu();
    expect(await screen.findByRole('region', { name: text['lotteryLobby.lobbyTitle'] })).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    // The fake site's E-Lottery category holds only ELOTT cards: the rule says Lottery.
    expect(platform.requestsTo(paths.lotteryMenu).map((request) => request.query.prizeMode)).toEqual([
      'LOTT',
    ]);
    await userEvent.click(screen.getByRole('button', { name: text['lotteryLobby.openLobby'] }));
    await waitFor(() => expect(host.openGame).toHaveBeenCalledTimes(1));
    expect(platform.requestsTo(paths.launchGame)[0]!.query).toMatchObject({
      lottoPrizeMode: 'LOTT',
      lottoView: 'lobby',
    });
    expect(platform.requestsTo(paths.launchGame)[0]!.query).not.toHaveProperty('lottoGameCode');
    expect(host.openGame).toHaveBeenCalledWith(expect.objectContaining({ trial: false }), undefined);
  });

  it('selects a game in the menu: the host hears it, and its draws show', async () => {
    const pk10 = gameOf('LOTT', 'PK10-1');
    const { platform, host } = renderLottery({ screen: 'lottery' });
    await userEvent.click(await game(pk10.name));
    expect(host.onSelectGame).toHaveBeenCalledWith(pk10);
    expect(await game(pk10.name)).toHaveAttribute('aria-current', 'true');
    const panel = await screen.findByRole('region', { name: pk10.name });
    await waitFor(() => expect(within(panel).getAllByRole('row')).toHaveLength(6));
    expect(platform.requestsTo(paths.lotteryOpened).map((request) => request.query)).toEqual([
      { gameCode: pk10.gameCode, limit: '5' },
    ]);
  });

  it("opens an E-Lottery game's address in the E-Lottery mode, whatever the site's mode", async () => {
    const elott = gameOf('ELOTT', 'ELOTT-LHC-1');
    const { platform } = renderLottery({ screen: 'lottery', gameCode: elott.gameCode });
    expect(await game(elott.name)).toHaveAttribute('aria-current', 'true');
    const asked = platform.requestsTo(paths.lotteryMenu).map((request) => request.query.prizeMode);
    expect(asked.sort()).toEqual(['ELOTT', 'LOTT']);
    await userEvent.click(await play());
    await waitFor(() => expect(platform.requestsTo(paths.launchGame)).toHaveLength(1));
    expect(platform.requestsTo(paths.launchGame)[0]!.query).toMatchObject({
      lottoPrizeMode: 'ELOTT',
      lottoGameCode: elott.gameCode,
    });
  });

  it("lists the member's recent lottery games of the mode first", async () => {
    const sea = gameOf('SEA', 'SEA-LF-2');
    renderLottery({ screen: 'seaLottery' }, { recentLottery: [sea.gameCode, 'SSC-1'] });
    const recent = await screen.findByRole('list', { name: text['lotteryLobby.recent'] });
    expect(
      within(recent)
        .getAllByRole('button')
        .map((button) => button.firstChild?.textContent),
    ).toEqual([sea.name]);
  });

  it('says when the prize mode has no games, and offers no play', async () => {
    const { container } = renderLottery({ screen: 'seaLottery' }, { lotteryModes: ['LOTT'] });
    expect(await within(await menu()).findByText(text['lottery.emptyTitle'])).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text['lotteryLobby.openLobby'] })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('says when the game of the address is not offered here', async () => {
    renderLottery({ screen: 'seaLottery', gameCode: 'SSC-1' });
    const notice = await screen.findByText(text['lotteryLobby.unknownGame']);
    expect(notice).toHaveAttribute('role', 'status');
    expect(screen.getByRole('region', { name: text['lotteryLobby.lobbyTitle'] })).toBeVisible();
  });

  it('marks the menus busy while they load', async () => {
    renderLottery({ screen: 'vnLottery' }, { hang: true });
    expect(await menu()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(text['lottery.loading']);
  });

  it('says a failed load in words, and loads again on retry', async () => {
    let online = false;
    const { container, platform } = renderLottery(
      { screen: 'vnLottery' },
      { offline: (path) => !online && path === paths.lotteryMenu },
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text['lotteryLobby.menuError']);
    expect(alert).toHaveTextContent(api['errors.network']);
    await expectNoAxeViolations(container);
    online = true;
    await userEvent.click(within(alert).getByRole('button', { name: text['lotteryLobby.retry'] }));
    await waitFor(() =>
      expect(within(screen.getByRole('navigation')).getAllByRole('heading')).toHaveLength(5),
    );
    expect(platform.requestsTo(paths.lotteryMenu)).toHaveLength(2);
  });

  it('tells a trial account it needs a real one, and launches nothing', async () => {
    const { platform, host } = renderLottery(
      { screen: 'vnLottery', gameCode: 'ZY-SSC-1' },
      { account: 'trial', probeAccount: true },
    );
    await waitFor(() =>
      expect(screen.getByRole('status', { name: accountProbeName })).toHaveTextContent('trial'),
    );
    await userEvent.click(await play());
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveAccessibleDescription(api.in_need_true_account);
    expect(platform.requestsTo(paths.launchGame)).toEqual([]);
    expect(host.openGame).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: ui['dialog.ok'] }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('asks a visitor to log in before a launch', async () => {
    const { platform, host } = renderLottery(
      { screen: 'seaLottery', gameCode: 'SEA-SSC-1' },
      { account: 'visitor' },
    );
    await userEvent.click(await play());
    expect(host.requireLogin).toHaveBeenCalledTimes(1);
    expect(platform.requestsTo(paths.launchGame)).toEqual([]);
    expect(platform.requestsTo(paths.lotteryMenuRecent)).toEqual([]);
  });
});
