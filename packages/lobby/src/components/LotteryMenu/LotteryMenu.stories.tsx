import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { demoLanguageOf, demoLotteryMenus } from '../demoGames.fixture';
import { LotteryArt } from './LotteryArt';
import { LotteryMenu, type LotteryMenuProps } from './LotteryMenu';

function StatefulMenu(props: LotteryMenuProps) {
  const [selected, setSelected] = useState(props.selected);
  return (
    <LotteryMenu
      {...props}
      selected={selected}
      onSelect={(game) => {
        setSelected(game.gameCode);
        props.onSelect(game);
      }}
    />
  );
}

const meta = {
  title: 'Lobby/LotteryMenu',
  component: LotteryMenu,
  args: { menus: demoLotteryMenus('en'), onSelect: fn(), selected: 'SSC-1', loading: false },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 880 }}>
        <Story />
      </div>
    ),
  ],
  render: (args, { globals }) => (
    <StatefulMenu
      {...args}
      menus={args.menus.length ? demoLotteryMenus(demoLanguageOf(globals.locale)) : []}
    />
  ),
} satisfies Meta<typeof LotteryMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A prize mode's menus: one group per category with its art. */
export const Menus: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const menus = demoLotteryMenus(demoLanguageOf(globals.locale));
    const game = menus[2]!.games[0]!;
    await userEvent.click(within(canvasElement).getByRole('button', { name: new RegExp(game.name) }));
    await expect(args.onSelect).toHaveBeenCalledWith(game);
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.unhover(canvasElement);
  },
};

/** Placeholder groups while the menus load. */
export const Loading: Story = { args: { loading: true } };

/** No games in this prize mode. */
export const Empty: Story = { args: { menus: [] } };

/** The category art on its own: 11X5, LF, LHC, PK10, SSC, and the ticket for any other. */
export const CategoryArt: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16 }}>
      {['11X5', 'LF', 'LHC', 'PK10', 'SSC', 'K3'].map((group) => (
        <LotteryArt key={group} group={group} />
      ))}
    </div>
  ),
};
