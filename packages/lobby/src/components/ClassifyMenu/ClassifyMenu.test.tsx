import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { directions, renderWithPortal } from '@test-utils/render';
import { lobbyTexts } from '../../i18n/messages/lobbyTexts.fixture';
import { ClassifyMenu, lobbyClassifies } from './ClassifyMenu';

describe.each(directions)('ClassifyMenu ($locale, $dir)', ({ locale, dir }) => {
  const text = lobbyTexts[locale];

  it('names each tab from the catalogue, the selected one holding the games', async () => {
    const onSelect = vi.fn();
    const { container } = renderWithPortal(
      <ClassifyMenu items={lobbyClassifies} selected="ALL" onSelect={onSelect}>
        <p>The grid</p>
      </ClassifyMenu>,
      { locale },
    );
    const tablist = screen.getByRole('tablist', { name: text['classifyMenu.label'] });
    expect(tablist.closest('[dir]')).toHaveAttribute('dir', dir);
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual([text['classify.ALL'], text['classify.HOT'], text['classify.RECENT'], text['classify.FAV']]);
    expect(within(tablist).getByRole('tab', { selected: true })).toHaveTextContent(text['classify.ALL']);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('The grid');
    await userEvent.click(within(tablist).getByRole('tab', { name: text['classify.FAV'] }));
    expect(onSelect).toHaveBeenCalledWith('FAV');
    await expectNoAxeViolations(container);
  });

  it('moves with the arrow keys without loading, and loads on Enter', async () => {
    const onSelect = vi.fn();
    renderWithPortal(
      <ClassifyMenu items={lobbyClassifies} selected="ALL" onSelect={onSelect}>
        <p>The grid</p>
      </ClassifyMenu>,
      { locale },
    );
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: text['classify.ALL'] })).toHaveFocus();
    // The next tab is to the right in English and to the left in Arabic.
    await userEvent.keyboard(dir === 'rtl' ? '{ArrowLeft}' : '{ArrowRight}');
    expect(screen.getByRole('tab', { name: text['classify.HOT'] })).toHaveFocus();
    expect(onSelect).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith('HOT');
  });

  it('offers NEW and the slot sub-categories when given, with the host’s own names, and says when busy', () => {
    renderWithPortal(
      <ClassifyMenu
        items={[...lobbyClassifies, 'NEW', 'SC', 'VP', 'JP', 'TG', 'AC', 'BG']}
        selected="JP"
        onSelect={vi.fn()}
        labels={{ BG: 'Bingo 75' }}
        busy
      >
        <p>Jackpots</p>
      </ClassifyMenu>,
      { locale },
    );
    expect(screen.getAllByRole('tab')).toHaveLength(11);
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent(text['classify.JP']);
    expect(screen.getByRole('tab', { name: text['classify.NEW'] })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Bingo 75' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-busy', 'true');
  });
});
