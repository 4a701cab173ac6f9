import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { directions, renderWithPortal } from '@test-utils/render';
import { lobbyTexts } from '../../i18n/messages/lobbyTexts.fixture';
import { demoWinners } from '../demoGames.fixture';
import { WinnerBoard } from './WinnerBoard';

const plain = (value: string | null | undefined) => (value ?? '').replace(/[\u2068\u2069]/g, '');

describe.each(directions)('WinnerBoard ($locale, $dir)', ({ locale, dir }) => {
  const text = lobbyTexts[locale];
  const winners = demoWinners(locale);
  const biggest = [...winners].sort((a, b) => b.vo.winAmount - a.vo.winAmount)[0]!;

  it('lists the wins biggest first, each read as one sentence', async () => {
    const { container } = renderWithPortal(<WinnerBoard entries={winners} />, { locale });
    const board = screen.getByRole('region', { name: text['winnerBoard.title'] });
    expect(board.closest('[dir]')).toHaveAttribute('dir', dir);
    const items = within(within(board).getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(winners.length);
    expect(plain(items[0]!.textContent)).toContain(
      text['winnerBoard.ticker']
        .replace('{{name}}', biggest.vo.name)
        .replace('{{prize}}', biggest.vo.prize)
        .replace('{{game}}', biggest.vo.game),
    );
    await expectNoAxeViolations(container);
  });

  it('shows at most the limit', () => {
    renderWithPortal(<WinnerBoard entries={winners} limit={3} />, { locale });
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('scrolls as a ticker that can be paused', async () => {
    const { container } = renderWithPortal(<WinnerBoard entries={winners} variant="ticker" />, { locale });
    const ticker = screen.getByRole('region', { name: text['winnerBoard.title'] });
    await userEvent.click(within(ticker).getByRole('button', { name: text['winnerBoard.pause'] }));
    expect(within(ticker).getByRole('button', { name: text['winnerBoard.play'] })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('says it is loading, and when there are no wins yet', async () => {
    const { container, rerender } = renderWithPortal(<WinnerBoard entries={[]} loading />, { locale });
    expect(screen.getByRole('status')).toHaveTextContent(text['winnerBoard.loading']);
    await expectNoAxeViolations(container);
    rerender(<WinnerBoard entries={[]} variant="ticker" />);
    expect(screen.getByText(text['winnerBoard.emptyTitle'])).toBeVisible();
  });
});
