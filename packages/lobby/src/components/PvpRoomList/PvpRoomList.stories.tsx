import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { demoLanguageOf, demoMessagesOf, demoRooms } from '../demoGames.fixture';
import { PvpRoomList } from './PvpRoomList';

const currency = { en: 'SAR', ar: 'ر.س' } as const;

const meta = {
  title: 'Lobby/PvpRoomList',
  component: PvpRoomList,
  args: { rooms: demoRooms('en'), onJoin: fn(), loading: false },
  render: (args, { globals }) => {
    const language = demoLanguageOf(globals.locale);
    return (
      <PvpRoomList
        {...args}
        rooms={args.rooms.length ? demoRooms(language, args.rooms.length) : []}
        currencySymbol={currency[language]}
      />
    );
  },
} satisfies Meta<typeof PvpRoomList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open rooms with their stakes and seats; the second is full and says so. */
export const Rooms: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const text = demoMessagesOf(globals.locale);
    const rooms = within(canvasElement).getAllByRole('listitem');
    await expect(within(rooms[1]!).getByRole('button', { name: text['pvp.join'] })).toBeDisabled();
    await userEvent.click(within(rooms[0]!).getByRole('button', { name: text['pvp.join'] }));
    await expect(args.onJoin).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Joining: the room's button shows a spinner. */
export const Joining: Story = { args: { rooms: demoRooms('en', 3), joiningRoomId: 'room-1' } };

/** Placeholder rooms while the list loads. */
export const Loading: Story = { args: { loading: true } };

/** No room open. */
export const Empty: Story = { args: { rooms: [] } };

/** A long room name is cut; a big stake keeps its figures whole. */
export const LongNames: Story = {
  render: (args, { globals }) => {
    const language = demoLanguageOf(globals.locale);
    const rooms = demoRooms(language, 2).map((room, i) =>
      i === 0
        ? {
            ...room,
            stakeMinor: 123_456_789,
            name:
              language === 'ar'
                ? 'طاولة كبار اللاعبين الملكية الخاصة بليالي الصحراء الذهبية'
                : 'The Royal High Rollers Table of the Golden Desert Nights',
          }
        : room,
    );
    return <PvpRoomList {...args} rooms={rooms} currencySymbol={currency[language]} />;
  },
};
