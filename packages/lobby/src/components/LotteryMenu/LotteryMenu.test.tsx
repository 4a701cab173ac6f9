import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { directions, renderWithPortal } from '@test-utils/render';
import { lobbyTexts } from '../../i18n/messages/lobbyTexts.fixture';
import { demoLotteryMenus } from '../demoGames.fixture';
import { LotteryMenu } from './LotteryMenu';

describe.each(directions)('LotteryMenu ($locale, $dir)', ({ locale, dir }) => {
  const text = lobbyTexts[locale];
  const menus = demoLotteryMenus(locale);

  it('groups the games by category, with art, each game a button', async () => {
    const onSelect = vi.fn();
    const { container } = renderWithPortal(
      <LotteryMenu menus={menus} onSelect={onSelect} selected="SSC-2" />,
      { locale },
    );
    const nav = screen.getByRole('navigation', { name: text['lottery.label'] });
    expect(nav.closest('[dir]')).toHaveAttribute('dir', dir);
    expect(
      within(nav)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(menus.map((menu) => menu.title));
    for (const group of ['SSC', '11X5', 'PK10', 'LHC', 'LF']) {
      expect(container.querySelector(`svg[data-group="${group}"]`)).toHaveAttribute('aria-hidden', 'true');
    }
    const ssc = within(nav).getByRole('list', { name: menus[0]!.title });
    expect(within(ssc).getAllByRole('button')).toHaveLength(3);
    expect(within(nav).getByRole('button', { current: true })).toHaveTextContent(menus[0]!.games[1]!.name);
    await userEvent.click(within(ssc).getByRole('button', { name: new RegExp(menus[0]!.games[0]!.name) }));
    expect(onSelect).toHaveBeenCalledWith(menus[0]!.games[0]);
    await expectNoAxeViolations(container);
  });

  it('tells how often each game draws', () => {
    renderWithPortal(<LotteryMenu menus={menus.slice(0, 1)} onSelect={vi.fn()} />, { locale });
    const first = screen.getAllByRole('button')[0]!;
    expect(first).toHaveTextContent(locale === 'ar' ? /دقيقة/ : /1 minute/);
  });

  it('says it is loading, and when the prize mode has no games', async () => {
    const { container, rerender } = renderWithPortal(<LotteryMenu menus={[]} onSelect={vi.fn()} loading />, {
      locale,
    });
    expect(screen.getByRole('status')).toHaveTextContent(text['lottery.loading']);
    await expectNoAxeViolations(container);
    rerender(<LotteryMenu menus={[]} onSelect={vi.fn()} />);
    expect(screen.getByText(text['lottery.emptyTitle'])).toBeVisible();
  });
});
