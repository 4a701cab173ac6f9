import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GameGrid } from '../GameGrid';
import { demoGames, demoLanguageOf, demoMessagesOf, demoVendorName } from '../demoGames.fixture';
import { ClassifyMenu, lobbyClassifies, type ClassifyCode, type ClassifyMenuProps } from './ClassifyMenu';

/** Holds the selection and shows the chosen tab's games (a different slice per tab), as a lobby does. */
function StatefulMenu(props: ClassifyMenuProps & { locale: unknown; count?: number }) {
  const { locale, count = 6, ...rest } = props;
  const [selected, setSelected] = useState<ClassifyCode>(rest.selected);
  const language = demoLanguageOf(locale);
  const offset = rest.items.indexOf(selected) * count;
  return (
    <ClassifyMenu
      {...rest}
      selected={selected}
      onSelect={(code) => {
        setSelected(code);
        rest.onSelect(code);
      }}
    >
      <GameGrid
        games={demoGames(language, count, offset)}
        vendorName={demoVendorName(language)}
        onPlay={fn()}
      />
    </ClassifyMenu>
  );
}

const meta = {
  title: 'Lobby/ClassifyMenu',
  component: ClassifyMenu,
  args: { items: lobbyClassifies, selected: 'ALL', onSelect: fn(), children: null },
  render: (args, { globals }) => <StatefulMenu {...args} locale={globals.locale} />,
} satisfies Meta<typeof ClassifyMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A lobby page's tabs (all, hot, recent, favourites) over the grid. */
export const Lobby: Story = {};

/** Choosing a tab reports its code; the panel shows its games. */
export const Choose: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const text = demoMessagesOf(globals.locale);
    await userEvent.click(canvas.getByRole('tab', { name: text['classify.HOT'] }));
    await expect(args.onSelect).toHaveBeenCalledWith('HOT');
    await expect(canvas.getByRole('tab', { selected: true })).toHaveTextContent(text['classify.HOT']);
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.unhover(canvasElement);
  },
};

/** The search page's slots: NEW, and the slot sub-categories with bingo. */
export const SlotsSearch: Story = {
  args: { items: [...lobbyClassifies, 'NEW', 'SC', 'VP', 'JP', 'TG', 'AC', 'BG'], selected: 'JP' },
};

/** In a narrow column the tabs scroll sideways rather than wrap. */
export const Narrow: Story = {
  args: { items: [...lobbyClassifies, 'NEW', 'SC', 'VP', 'JP', 'TG', 'AC'], selected: 'HOT' },
  render: (args, { globals }) => (
    <div style={{ inlineSize: 420 }}>
      <StatefulMenu {...args} locale={globals.locale} count={2} />
    </div>
  ),
};
