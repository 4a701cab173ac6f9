import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { GameCard } from './GameCard';

/** Demo art drawn in the story (deterministic, no network): a gradient, a glow and an emblem. */
const art = (from: string, to: string, glow: string, emblem: string): string =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200">
      <defs>
        <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
        </linearGradient>
        <radialGradient id="glow" cx="0.5" cy="0.45" r="0.5">
          <stop offset="0" stop-color="${glow}" stop-opacity="0.85"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/>
        </radialGradient>
      </defs>
      <rect width="200" height="200" fill="url(#bg)"/>
      <circle cx="100" cy="92" r="90" fill="url(#glow)"/>
      <g fill="none" stroke="#ffffff" stroke-opacity="0.18" stroke-width="2">
        <circle cx="100" cy="100" r="70"/><circle cx="100" cy="100" r="52"/>
      </g>
      ${emblem}
    </svg>`,
  )}`;

const emblems = {
  tiger: `<path d="M100 48l20 22 26-6-8 28 16 18-28 4-10 30-16-18-16 18-10-30-28-4 16-18-8-28 26 6z" fill="#ffd166" stroke="#7a3b00" stroke-width="3"/>`,
  gem: `<path d="M70 70h60l22 26-52 58-52-58z" fill="#7ef0ff" stroke="#0b3a66" stroke-width="3"/><path d="M48 96h104M86 70l-8 26 22 58 22-58-8-26" fill="none" stroke="#0b3a66" stroke-width="2"/>`,
  coin: `<circle cx="100" cy="100" r="44" fill="#ffcf5c" stroke="#8a5a00" stroke-width="4"/><circle cx="100" cy="100" r="32" fill="none" stroke="#8a5a00" stroke-width="3"/>`,
  crown: `<path d="M58 136l-6-62 30 26 18-36 18 36 30-26-6 62z" fill="#ffb3d9" stroke="#6b1145" stroke-width="3"/>`,
  dragon: `<path d="M60 130c10-50 50-70 90-60-20 6-30 16-30 28 18-8 30-4 36 6-22 0-34 10-40 26z" fill="#8effb4" stroke="#0f5132" stroke-width="3"/>`,
  fish: `<path d="M52 100c20-30 60-38 92-14l20-18v64l-20-18c-32 24-72 16-92-14z" fill="#9ad0ff" stroke="#0b3a66" stroke-width="3"/><circle cx="80" cy="94" r="5" fill="#0b3a66"/>`,
};

const demoArt = {
  tiger: art('#8a2be2', '#ff6a3d', '#ffd166', emblems.tiger),
  gem: art('#0d3b66', '#1fb6c9', '#7ef0ff', emblems.gem),
  coin: art('#3a1c71', '#d76d77', '#ffaf7b', emblems.coin),
  crown: art('#42275a', '#734b6d', '#ffb3d9', emblems.crown),
  dragon: art('#0b4f3c', '#1d976c', '#93f9b9', emblems.dragon),
  fish: art('#1e3c72', '#2a5298', '#9ad0ff', emblems.fish),
};

/** A data URI that fails to decode: the browser fires `error`, so the built-in art shows. */
const brokenArt = 'data:image/png;base64,bm90LWFuLWltYWdl';

const settled = ['loaded', 'error', 'empty'];

/** Waits until every card's art has loaded or fallen back, so pictures never catch a half-loaded grid. */
const waitForArt = async (canvasElement: HTMLElement) => {
  for (const frame of canvasElement.querySelectorAll('[data-slot="game-card-media"]')) {
    // Art below the fold loads only once scrolled to (lazy images): bring each card into view in turn.
    if (frame.getAttribute('data-state') === 'idle') frame.scrollIntoView({ block: 'nearest' });
    await waitFor(() => expect(settled).toContain(frame.getAttribute('data-state')));
  }
  window.scrollTo(0, 0);
};

const meta = {
  title: 'UI/GameCard',
  component: GameCard,
  args: {
    nodeId: 10,
    name: 'Fortune Tiger',
    vendorName: 'PG Soft',
    imageUrl: demoArt.tiger,
    onPlay: fn(),
    onTrial: fn(),
    onToggleFavourite: fn(),
  },
  decorators: [
    // One card at the width it has in a lobby grid; stories of several cards lay out their own.
    (Story, { parameters }) =>
      parameters.several ? (
        <Story />
      ) : (
        <div style={{ inlineSize: 200 }}>
          <Story />
        </div>
      ),
  ],
  play: async ({ canvasElement }) => waitForArt(canvasElement),
} satisfies Meta<typeof GameCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Hot: Story = { args: { hot: true, nodeId: 11, imageUrl: demoArt.gem, name: 'Gems Bonanza' } };

export const WithFreeTrial: Story = { args: { hasTrial: true, nodeId: 12, imageUrl: demoArt.coin } };

export const FavouriteOff: Story = {
  args: { favourite: false },
  play: async ({ canvasElement, args }) => {
    await waitForArt(canvasElement);
    const toggle = within(canvasElement).getByRole('button', { pressed: false });
    await userEvent.click(toggle);
    await expect(args.onToggleFavourite).toHaveBeenCalledWith(true);
    // The card only lifts while hovered: move away so the picture shows the resting card.
    await userEvent.unhover(toggle);
    toggle.blur();
  },
};

export const FavouriteOn: Story = { args: { favourite: true, hot: true } };

export const LongArabicName: Story = {
  args: {
    nodeId: 13,
    name: 'كنوز التنين الذهبي: مغامرة الحظ الكبرى في المعبد القديم',
    vendorName: 'مزود الألعاب العربية المتحدة للترفيه',
    imageUrl: demoArt.dragon,
    hot: true,
    hasTrial: true,
    favourite: false,
  },
};

export const ImageFallback: Story = {
  args: { nodeId: 14, imageUrl: brokenArt, name: 'Ocean King', hot: true },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="game-card-media"]')).toHaveAttribute(
        'data-state',
        'error',
      ),
    );
    await expect(canvasElement.querySelector('[data-slot="game-art"]')).not.toBeNull();
  },
};

export const NoImage: Story = { args: { nodeId: 17, imageUrl: undefined, name: 'Royal Crown' } };

const styleNames = ['Wild Tiger', 'Crystal Cave', 'Golden Coin', 'Royal Crown', 'Dragon Gate'];

export const BackgroundStyles: Story = {
  parameters: { several: true },
  decorators: [
    (Story) => (
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(5, 180px)', gap: 16 }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <>
      {styleNames.map((name, index) => (
        <GameCard key={name} {...args} nodeId={index} name={name} imageUrl={undefined} vendorName="Demo" />
      ))}
    </>
  ),
};

export const HoverFocus: Story = {
  args: { hasTrial: true, favourite: false, hot: true },
  play: async ({ canvasElement }) => {
    await waitForArt(canvasElement);
    const canvas = within(canvasElement);
    const play = canvas.getByRole('button', { name: /PLAY NOW|العب الآن/ });
    await userEvent.tab();
    await expect(play).toHaveFocus();
    await expect(canvas.getByRole('article')).toContainElement(document.activeElement as HTMLElement);
  },
};

const grid = [
  { nodeId: 20, name: 'Fortune Tiger', vendorName: 'PG Soft', imageUrl: demoArt.tiger, hot: true },
  { nodeId: 21, name: 'Crystal Cave', vendorName: 'JDB', imageUrl: demoArt.gem, hasTrial: true },
  { nodeId: 22, name: 'Lucky Coins', vendorName: 'CQ9', imageUrl: demoArt.coin, favourite: true },
  { nodeId: 23, name: 'Queen of Hearts', vendorName: 'PT', imageUrl: demoArt.crown },
  {
    nodeId: 24,
    name: 'Jade Dragon',
    vendorName: 'JILI',
    imageUrl: demoArt.dragon,
    hot: true,
    hasTrial: true,
  },
  { nodeId: 25, name: 'Ocean King', vendorName: 'FC', imageUrl: demoArt.fish },
  { nodeId: 26, name: 'Mystery Box', vendorName: 'EG', imageUrl: brokenArt },
  { nodeId: 27, name: 'Golden Empire', vendorName: 'BGS' },
];

export const Grid: Story = {
  parameters: { several: true, chromatic: { disableSnapshot: false } },
  decorators: [
    (Story) => (
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(168px, 1fr))',
          gap: 16,
          maxInlineSize: 1100,
        }}
      >
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <>
      {grid.map((game) => (
        <GameCard
          key={game.nodeId}
          onPlay={args.onPlay}
          onTrial={args.onTrial}
          onToggleFavourite={args.onToggleFavourite}
          favourite={false}
          {...game}
        />
      ))}
    </>
  ),
};
