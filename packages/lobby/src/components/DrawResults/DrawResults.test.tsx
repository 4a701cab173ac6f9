import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { directions, renderWithPortal } from '@test-utils/render';
import { lobbyTexts } from '../../i18n/messages/lobbyTexts.fixture';
import { demoDraws, demoLotteryGames } from '../demoGames.fixture';
import { DrawResults } from './DrawResults';

describe.each(directions)('DrawResults ($locale, $dir)', ({ locale, dir }) => {
  const text = lobbyTexts[locale];
  const games = demoLotteryGames(locale);
  const gameName = (code: string) => games.find((game) => game.gameCode === code)?.name;

  it('tabulates the latest draws: game, draw, numbers and time', async () => {
    const { container } = renderWithPortal(
      <DrawResults draws={demoDraws()} gameName={gameName} timeZone="UTC" />,
      { locale },
    );
    const table = screen.getByRole('table', { name: text['draws.title'] });
    expect(table.closest('[dir]')).toHaveAttribute('dir', dir);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([text['draws.game'], text['draws.numero'], text['draws.result'], text['draws.time']]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    const cells = within(rows[0]!).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent(games[0]!.name);
    expect(cells[1]).toHaveTextContent('20261124-1081');
    // Read as a list of numbers; drawn as five balls.
    expect(within(cells[2]!).getByText('3, 7, 0, 9, 5')).toBeInTheDocument();
    expect(cells[2]!.querySelectorAll('[aria-hidden="true"] > span')).toHaveLength(5);
    expect(within(cells[3]!).getByText(/18:01/)).toHaveAttribute('datetime', '2026-11-24T18:01:00.000Z');
    await expectNoAxeViolations(container);
  });

  it("leaves the game column out for one game's draws", () => {
    renderWithPortal(<DrawResults draws={demoDraws().slice(0, 2)} showGame={false} title="Riyadh" />, {
      locale,
    });
    const table = screen.getByRole('table', { name: 'Riyadh' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([text['draws.numero'], text['draws.result'], text['draws.time']]);
    expect(within(within(table).getAllByRole('row')[1]!).getAllByRole('cell')[0]).toHaveTextContent(
      '20261124-1081',
    );
  });

  it('shows the game code when it has no name, and the empty and loading states', async () => {
    const { container, rerender } = renderWithPortal(<DrawResults draws={demoDraws().slice(0, 1)} />, {
      locale,
    });
    expect(screen.getByText('SSC-1')).toBeInTheDocument();
    rerender(<DrawResults draws={[]} />);
    expect(screen.getByText(text['draws.empty'])).toBeVisible();
    rerender(<DrawResults draws={[]} loading />);
    expect(screen.getByRole('status')).toHaveTextContent(text['draws.loading']);
    await expectNoAxeViolations(container);
  });
});
