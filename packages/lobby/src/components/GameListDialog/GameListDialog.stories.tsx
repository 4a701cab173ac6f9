import { Button } from '@portal/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { demoGames, demoLanguageOf, demoVendors } from '../demoGames.fixture';
import { GameListDialog, type GameListDialogProps } from './GameListDialog';

const page = (canvas: HTMLElement) => within(canvas.ownerDocument.body);

/** The vendor card that opens the list, as the lobby shows it; the dialog starts open for the picture. */
function WithTrigger(props: GameListDialogProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {props.title}
      </Button>
      <GameListDialog
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Lobby/GameListDialog',
  component: GameListDialog,
  parameters: { visual: { fullPage: true } },
  // A full-page picture is the body's box: give it the viewport's height so the centred dialog fits.
  decorators: [(Story) => <div style={{ minBlockSize: 'calc(100vh - 48px)' }}>{Story()}</div>],
  args: {
    open: true,
    onOpenChange: fn(),
    title: 'Big Gaming',
    games: demoGames('en', 240),
    favourites: new Set([1002]),
    onPlay: fn(),
    onTrial: fn(),
    onToggleFavourite: fn(),
    loading: false,
  },
  render: (args, { globals }) => {
    const language = demoLanguageOf(globals.locale);
    const vendor = demoVendors(language)[7]!;
    return (
      <WithTrigger
        {...args}
        title={vendor.displayName}
        logoUrl={vendor.logoUrl}
        games={args.games.length ? demoGames(language, args.games.length, 200) : []}
      />
    );
  },
} satisfies Meta<typeof GameListDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A vendor's 240 games: the grid scrolls inside the dialog, virtualised like the lobby's. */
export const Games: Story = {
  // FewGames pictures the dialog and its cards in both brands; 240 games only make the grid scroll.
  parameters: { matrix: 'directions' },
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog');
    const list = within(dialog).getByRole('list');
    await expect(within(list).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '240');
    await expect(within(list).getAllByRole('listitem').length).toBeLessThan(60);
    const body = dialog.querySelector<HTMLElement>('[data-slot="dialog-body"]')!;
    body.scrollTop = body.scrollHeight;
    await waitFor(() =>
      expect(within(list).getByText(/./, { selector: '[aria-posinset="240"] h3' })).toBeVisible(),
    );
    body.scrollTop = 0;
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')[0]).toHaveAttribute('aria-posinset', '1'),
    );
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** Escape closes it, and focus returns to the card that opened it. */
export const Close: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    await page(canvasElement).findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** A few games: the dialog is only as tall as they need. */
export const FewGames: Story = { args: { games: demoGames('en', 4) } };

/** Placeholder cards while the vendor's games load. */
export const Loading: Story = { args: { loading: true, games: [], placeholderCount: 8 } };

/** The vendor has no games (for now). */
export const Empty: Story = { args: { games: [] } };
