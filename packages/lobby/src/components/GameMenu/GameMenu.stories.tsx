import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { demoMessagesOf } from '../demoGames.fixture';
import { GameMenu, type GameMenuProps } from './GameMenu';
import { scrollTargetTop } from './scrollTargetTop';

/** The home sections of spec 2.3, in order. */
const sections = [
  'RECENT',
  'HOT',
  'FAV',
  'RNG',
  'LIVE',
  'FISH',
  'SPORTS',
  'ESPORTS',
  'PVP',
  'LOTT',
  'ELOTT',
  'COCKFIGHT',
].map((id) => ({ id }));

const meta = {
  title: 'Lobby/GameMenu',
  component: GameMenu,
  args: { items: sections, onSelect: fn() },
} satisfies Meta<typeof GameMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home page's menu: a chip per section. */
export const Home: Story = {};

/** The section in view is marked. */
export const Current: Story = { args: { current: 'LIVE' } };

/** A home page of tall sections: a chip scrolls its section to 80 px below the window's top. */
function ScrollingHome(props: GameMenuProps) {
  const [current, setCurrent] = useState<string>();
  return (
    <div>
      <GameMenu
        {...props}
        items={props.items.slice(3, 7)}
        current={current}
        onSelect={(id) => {
          setCurrent(id);
          props.onSelect(id);
          const section = document.getElementById(`story-section-${id}`);
          if (section) {
            window.scrollTo({
              top: scrollTargetTop(section.getBoundingClientRect().top, window.scrollY),
              behavior: 'instant',
            });
          }
        }}
      />
      {props.items.slice(3, 7).map((item) => (
        <section
          key={item.id}
          id={`story-section-${item.id}`}
          aria-label={item.id}
          style={{ blockSize: 600 }}
        />
      ))}
    </div>
  );
}

export const ScrollsToSection: Story = {
  render: (args) => <ScrollingHome {...args} />,
  parameters: { visual: false },
  play: async ({ canvasElement, args, globals }) => {
    const text = demoMessagesOf(globals.locale);
    await userEvent.click(within(canvasElement).getByRole('button', { name: text['category.FISH'] }));
    await expect(args.onSelect).toHaveBeenCalledWith('FISH');
    const section = canvasElement.ownerDocument.getElementById('story-section-FISH')!;
    await expect(Math.round(section.getBoundingClientRect().top)).toBe(80);
    window.scrollTo({ top: 0, behavior: 'instant' });
  },
};
