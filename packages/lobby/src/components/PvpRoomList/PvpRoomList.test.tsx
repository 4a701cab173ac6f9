import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { directions, renderWithPortal } from '@test-utils/render';
import { lobbyTexts } from '../../i18n/messages/lobbyTexts.fixture';
import { demoRooms } from '../demoGames.fixture';
import { PvpRoomList } from './PvpRoomList';

const plain = (value: string | null | undefined) => (value ?? '').replace(/[\u2068\u2069]/g, '');

describe.each(directions)('PvpRoomList ($locale, $dir)', ({ locale, dir }) => {
  const text = lobbyTexts[locale];
  const rooms = demoRooms(locale, 3);

  it('shows each room’s stake and seats, and joins an open room', async () => {
    const onJoin = vi.fn();
    const { container } = renderWithPortal(
      <PvpRoomList rooms={rooms} onJoin={onJoin} currencySymbol="SAR" />,
      {
        locale,
      },
    );
    const list = screen.getByRole('region', { name: text['pvp.title'] });
    expect(list.closest('[dir]')).toHaveAttribute('dir', dir);
    const first = within(list).getAllByRole('listitem')[0]!;
    expect(within(first).getByRole('heading', { level: 3, name: rooms[0]!.name })).toBeInTheDocument();
    expect(first).toHaveTextContent('SAR 1.00');
    expect(plain(first.textContent)).toContain(
      text['pvp.seats'].replace('{{players}}', String(rooms[0]!.players)).replace('{{seats}}', '6'),
    );
    const join = within(first).getByRole('button', { name: text['pvp.join'] });
    expect(join).toHaveAccessibleDescription(rooms[0]!.name);
    await userEvent.click(join);
    expect(onJoin).toHaveBeenCalledWith(rooms[0]);
    await expectNoAxeViolations(container);
  });

  it('disables Join in a full room and says why', async () => {
    const onJoin = vi.fn();
    renderWithPortal(<PvpRoomList rooms={rooms} onJoin={onJoin} />, { locale });
    const full = screen.getAllByRole('listitem')[1]!;
    const join = within(full).getByRole('button', { name: text['pvp.join'] });
    expect(join).toBeDisabled();
    expect(join).toHaveAccessibleDescription(`${rooms[1]!.name} ${text['pvp.full']}`);
    expect(within(full).getByText(text['pvp.full'])).toBeVisible();
    await userEvent.click(join);
    expect(onJoin).not.toHaveBeenCalled();
  });

  it('says it is loading, and when no room is open', async () => {
    const { container, rerender } = renderWithPortal(<PvpRoomList rooms={[]} onJoin={vi.fn()} loading />, {
      locale,
    });
    expect(screen.getByRole('status')).toHaveTextContent(text['pvp.loading']);
    await expectNoAxeViolations(container);
    rerender(<PvpRoomList rooms={[]} onJoin={vi.fn()} />);
    expect(screen.getByText(text['pvp.emptyTitle'])).toBeVisible();
  });
});
