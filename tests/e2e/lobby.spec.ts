import { paths, type GameListValue, type RankListValue } from '@portal/api';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { handoverAddress, logInAs } from './sessionHelpers';

const inEnglish = (page: Page) => page.addInitScript(() => localStorage.setItem('portal.language', 'en'));

/** A page of the catalogue as a visitor asks for it (the same call the lobby makes). */
async function gameList(request: APIRequestContext, query: Record<string, string>) {
  const search = new URLSearchParams({
    clientType: '1',
    platform: 'W',
    language: 'EN',
    pageNo: '1',
    pageSize: '40',
    ...query,
  });
  const answer = await request.get(`${paths.gameList}?${search}`);
  return (await answer.json()).value as GameListValue;
}

/** The next game-list call the page makes: its query and the games it answered. */
async function listAsked(page: Page) {
  const response = await page.waitForResponse(
    (answer) => new URL(answer.url()).pathname === paths.gameList && answer.ok(),
  );
  const games = ((await response.json()).value as GameListValue).games;
  const first = games[0]!;
  return {
    query: Object.fromEntries(new URL(response.url()).searchParams),
    games,
    first: first.displayName || first.gameName,
  };
}

const cardNamed = (page: Page, name: string) => page.getByRole('article', { name, exact: true }).first();

test('a visitor browses the slots: vendor, class, pages and search, and is asked to log in to play', async ({
  page,
}) => {
  await inEnglish(page);
  await page.goto('/rng');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Slots');
  const grid = page.locator('main');
  await expect(grid.getByRole('article').first()).toBeVisible();

  // A vendor: the address names it and the grid shows the vendor's first page.
  const vendors = page.getByRole('navigation', { name: 'Vendors' });
  let shown = listAsked(page);
  await vendors.getByRole('button', { name: /PG Studio/ }).click();
  await expect(page).toHaveURL(/\/rng\?vassalage=PG$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Slots: \u2068?PG\u2069?$/);
  let asked = await shown;
  expect(asked.query).toMatchObject({ gameType: 'RNG', vassalage: 'PG', pageNo: '1', pageSize: '40' });
  await expect(cardNamed(page, asked.first)).toBeVisible();

  // The next page asks for page 2 and shows its first game.
  shown = listAsked(page);
  await page
    .getByRole('navigation', { name: 'Pagination' })
    .getByRole('button', { name: 'Next page' })
    .click();
  asked = await shown;
  expect(asked.query).toMatchObject({ vassalage: 'PG', pageNo: '2' });
  await expect(cardNamed(page, asked.first)).toBeVisible();
  const secondPage = asked.games;

  // A class: Hot shows PG's hot games (the hot list, kept for the session); Favourites asks a visitor
  // to log in.
  const classes = page.getByRole('tablist', { name: 'Game classes' });
  await classes.getByRole('tab', { name: 'Hot' }).click();
  await expect(classes.getByRole('tab', { name: 'Hot' })).toHaveAttribute('aria-selected', 'true');
  const hotCard = page.getByRole('tabpanel', { name: 'Hot' }).getByRole('article').first();
  await expect(hotCard).toContainText('HOT');
  await expect(hotCard).toContainText('PG Studio');
  await classes.getByRole('tab', { name: 'Favourites' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await expect(login).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(login).toHaveCount(0);

  // The search: trimmed, across every type, with its counter; PLAY NOW asks a visitor to log in.
  const target = secondPage[3]!;
  const targetName = target.displayName || target.gameName;
  const search = page.getByRole('searchbox', { name: 'Search games' });
  await search.fill(`  ${targetName}  `);
  await search.press('Enter');
  await expect(page).toHaveURL(/\/\?lobby=search&search=/);
  // The search starts on the hot games (spec 2.3); all games then find it. Numbers and the class are
  // isolated in the counter, so it reads right in either direction.
  const counter = (classify: string) =>
    new RegExp(
      `^Currently displaying \u2068\\d+\u2069 \u2068${classify}\u2069 games out of \u2068\\d+\u2069$`,
    );
  await expect(page.getByRole('status').filter({ hasText: counter('Hot') })).toBeVisible();
  await page.getByRole('tablist', { name: 'Game classes' }).getByRole('tab', { name: 'All' }).click();
  await expect(page.getByRole('status').filter({ hasText: counter('All') })).toBeVisible();
  const found = cardNamed(page, targetName);
  await expect(found).toBeVisible();
  await expectNoAxeViolations(page);
  await found.getByRole('button', { name: 'PLAY NOW' }).click();
  await expect(login).toBeVisible();
});

test('FREE TRIAL opens the trial game with play money, for anyone', async ({ page, request }) => {
  await inEnglish(page);
  const trial = (await gameList(request, { gameType: 'RNG', vassalage: 'PG' })).games.find(
    (game) => game.freeplay === 1,
  );
  expect(trial, 'a PG slot offers a free trial').toBeDefined();
  const name = trial!.displayName || trial!.gameName;
  await page.goto('/rng?vassalage=PG');
  await cardNamed(page, name).getByRole('button', { name: 'FREE TRIAL' }).click();
  await expect(page).toHaveURL(/\/seamless/);
  const game = page.frameLocator('iframe');
  await expect(game.getByRole('heading', { level: 1 })).toContainText(name);
  await expect(game.getByText('Play money', { exact: true })).toBeVisible();
  // The play money moves with the round (the stake at least), held by the sandbox game alone.
  const playMoney = game.locator('#balance');
  const before = await playMoney.textContent();
  await game.getByRole('button', { name: 'Spin' }).click();
  await expect(playMoney).not.toHaveText(before ?? '');
});

test('a trial account pressing PLAY NOW is told it needs a real account', async ({ page, request }) => {
  await inEnglish(page);
  const answer = await request.post(paths.freeplayLogin, {
    data: { os: 'Linux', platform: 'W', value: '', gatewayVersion: 3 },
  });
  const token = (await answer.json()).value.token as string;
  await page.goto(await handoverAddress(request, token));
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await page.goto('/rng');
  await page.getByRole('article').first().getByRole('button', { name: 'PLAY NOW' }).click();
  await expect(
    page
      .getByRole('alertdialog', { name: 'Warning' })
      .getByText('Please register a real account to use this feature'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/rng$/);
});

test('a member favourites a game, plays real rounds that change the balance, and finds it in recent and the winner board', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await inEnglish(page);
  // This journey's own account: no other journey changes its favourites, recent games or balance.
  await logInAs(page, request, 'agent2player1');
  // A game the account has not made a favourite yet: a repetition of the journey (--repeat-each, or a
  // database kept between runs) finds the favourites an earlier one added.
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const favourites = (await (await request.get(paths.favouriteIds, { headers: { token: token! } })).json())
    .value as number[];

  // Sports games open the sandbox slot too; the seeded players never play them, so this member's wins are
  // the board's only sports entries.
  const game = (await gameList(request, { gameType: 'SPORTS' })).games.find(
    (entry) => entry.isGame === 1 && !favourites.includes(entry.nodeId),
  );
  expect(game, 'a sports game that launches directly, not a favourite yet').toBeDefined();
  const name = game!.displayName || game!.gameName;
  await page.goto(`/sports?vassalage=${game!.vassalage}`);
  const card = cardNamed(page, name);

  await card.getByRole('button', { name: `Add ${name} to favourites` }).click();
  await expect(card.getByRole('button', { name: `Remove ${name} from favourites` })).toBeVisible();
  await page.goto('/favorite');
  await expect(cardNamed(page, name)).toBeVisible();

  await cardNamed(page, name).getByRole('button', { name: 'PLAY NOW' }).click();
  await expect(page).toHaveURL(/\/seamless/);
  const frame = page.frameLocator('iframe');
  await expect(frame.getByRole('heading', { level: 1 })).toContainText(name);
  const balance = frame.locator('#balance');
  const opening = await balance.textContent();
  // Every round is a press; play until one wins (the slot pays about one spin in three).
  let won = false;
  const spin = frame.getByRole('button', { name: 'Spin', exact: true });
  // Until a win that leaves the balance moved (a first spin may pay exactly its stake back).
  for (let round = 0; round < 40 && !(won && (await balance.textContent()) !== opening); round += 1) {
    await spin.click();
    // A round is over when its outcome is said and the button is back. (Not when the balance moves: a win
    // that pays the stake back leaves it as it was.)
    await expect(frame.locator('#message')).not.toBeEmpty();
    await expect(spin).toBeEnabled();
    won = (await frame.locator('#linewins li').count()) > 0;
  }
  expect(won, 'a win within 40 spins').toBe(true);
  await expect(balance).not.toHaveText(opening ?? '');

  // The ledger moved: the header's balance is the game's.
  await page.goto('/recent');
  await expect(cardNamed(page, name)).toBeVisible();
  const board = (await (await request.get(`${paths.rankList}?gameCategory=SPORTS&language=EN`)).json()) as {
    value: RankListValue;
  };
  expect(board.value.list.map((entry) => entry.vo.game)).toContain(name);
});

test('lottery cards open their lottery screens with the game code, for members only', async ({
  page,
  request,
}) => {
  await inEnglish(page);
  await page.goto('/lott');
  const lotteryCard = page.getByRole('article').first();
  await lotteryCard.getByRole('button', { name: 'PLAY NOW' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await page.keyboard.press('Escape');

  await logInAs(page, request, 'agent2player2');
  const vn = (await gameList(request, { gameType: 'LOTT', vassalage: 'TCG_LOTTO_VN' })).games[0]!;
  await page.goto('/lott?vassalage=TCG_LOTTO_VN');
  await cardNamed(page, vn.displayName || vn.gameName)
    .getByRole('button', { name: 'PLAY NOW' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/vnLottery\\?gameCode=${vn.gameCode}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Play now' }).click();
  await expect(page).toHaveURL(/\/seamless/);
  await expect(page.frameLocator('iframe').getByRole('button', { name: 'Play draw' })).toBeVisible();
});
