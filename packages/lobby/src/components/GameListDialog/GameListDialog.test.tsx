import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { directions, renderWithPortal } from '@test-utils/render';
import { lobbyTexts } from '../../i18n/messages/lobbyTexts.fixture';
import { demoGames, demoVendors } from '../demoGames.fixture';
import { GameListDialog } from './GameListDialog';

describe.each(directions)('GameListDialog ($locale, $dir)', ({ locale, dir }) => {
  const text = lobbyTexts[locale];
  const vendor = demoVendors(locale)[7]!;
  const games = demoGames(locale, 40);

  it("is a dialog named by the vendor, holding the vendor's games", async () => {
    const onOpenChange = vi.fn();
    const onPlay = vi.fn();
    renderWithPortal(
      <GameListDialog
        open
        onOpenChange={onOpenChange}
        title={vendor.displayName}
        logoUrl={vendor.logoUrl}
        games={games}
        onPlay={onPlay}
      />,
      { locale },
    );
    const dialog = await screen.findByRole('dialog', { name: vendor.displayName });
    expect(dialog.closest('[dir]')).toHaveAttribute('dir', dir);
    expect(dialog).toHaveAccessibleDescription(text['vendor.games'].replace('{{count}}', '40'));
    const list = within(dialog).getByRole('list', { name: vendor.displayName });
    const first = within(list).getAllByRole('listitem')[0]!;
    expect(first).toHaveAttribute('aria-setsize', '40');
    await userEvent.click(within(first).getAllByRole('button')[0]!);
    expect(onPlay).toHaveBeenCalledWith(games[0]);
    await expectNoAxeViolations(document.body);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('says it is loading, and when the vendor has no games', async () => {
    const { rerender } = renderWithPortal(
      <GameListDialog
        open
        onOpenChange={vi.fn()}
        title={vendor.displayName}
        games={[]}
        loading
        onPlay={vi.fn()}
      />,
      { locale },
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('status')).toHaveTextContent(text['gameGrid.loading']);
    rerender(
      <GameListDialog open onOpenChange={vi.fn()} title={vendor.displayName} games={[]} onPlay={vi.fn()} />,
    );
    expect(within(dialog).getByText(text['gameGrid.emptyTitle'])).toBeVisible();
    await expectNoAxeViolations(document.body);
  });
});
