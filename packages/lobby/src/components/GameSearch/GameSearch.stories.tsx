import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { demoLanguageOf, demoMessagesOf } from '../demoGames.fixture';
import { GameSearch } from './GameSearch';

const slots = { en: 'Slots', ar: 'السلوتس' } as const;

const meta = {
  title: 'Lobby/GameSearch',
  component: GameSearch,
  args: { onSearch: fn(), onValueChange: fn() },
} satisfies Meta<typeof GameSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty box. */
export const Empty: Story = {};

/** Typing and Enter search the trimmed text. */
export const Search: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('searchbox');
    await userEvent.type(box, '  Tiger  {Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('Tiger');
    box.blur();
  },
};

/** The search page: the counter under the box, read out politely when it changes. */
export const WithCounter: Story = {
  render: (args, { globals }) => (
    <GameSearch
      {...args}
      defaultValue={demoLanguageOf(globals.locale) === 'en' ? 'Fortune' : 'الحظ'}
      counter={{ shown: 24, category: slots[demoLanguageOf(globals.locale)], total: 1234 }}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const text = demoMessagesOf(globals.locale);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      text['gameSearch.counter'].split('{{')[0]!.trim(),
    );
  },
};

/** Clearing the box searches for every game again. */
export const Clear: Story = {
  args: { defaultValue: 'Dragon' },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: demoMessagesOf(globals.locale)['gameSearch.clear'] }),
    );
    await expect(canvas.getByRole('searchbox')).toHaveValue('');
    await expect(args.onSearch).toHaveBeenCalledWith('');
    canvas.getByRole('searchbox').blur();
  },
};
