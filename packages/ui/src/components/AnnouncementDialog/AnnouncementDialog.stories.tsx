import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { uiTexts } from '../../i18n/messages/uiTexts.fixture';
import { demoAnnouncements, longTitleId } from '../AnnouncementBoard/announcements.fixture';
import { Button } from '../Button';
import { AnnouncementDialog, type AnnouncementDialogProps } from './AnnouncementDialog';

// It shows texts of both catalogues: the first page's (`ui`) and the panels' (`uiPanels`).
const texts = uiTexts;
const catalogueFor = (locale: unknown) => (locale === 'en' ? texts.en : texts.ar);
const page = (canvas: HTMLElement) => within(canvas.ownerDocument.body);

type DemoProps = Pick<
  AnnouncementDialogProps,
  'open' | 'onOpenChange' | 'onPageChange' | 'loading' | 'defaultExpandedId' | 'totalPages'
> & { locale: unknown; empty?: boolean };

/** The popup as the portal opens it, with a button to open it again; the host pages the demo items. */
function Demo({ locale, open: initiallyOpen, onOpenChange, onPageChange, empty, ...board }: DemoProps) {
  const [open, setOpen] = useState(initiallyOpen);
  const [current, setCurrent] = useState(1);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {catalogueFor(locale)['announcements.title']}
      </Button>
      <AnnouncementDialog
        {...board}
        open={open}
        onOpenChange={(next) => {
          onOpenChange(next);
          setOpen(next);
        }}
        items={board.loading || empty ? [] : demoAnnouncements(locale, current)}
        page={current}
        onPageChange={(next) => {
          onPageChange(next);
          setCurrent(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'UI/AnnouncementDialog',
  component: Demo,
  parameters: { visual: { fullPage: true } },
  // A full-page picture is the body's box: give it the viewport's height so the centred dialog fits.
  decorators: [(Story) => <div style={{ minBlockSize: 'calc(100vh - 48px)' }}>{Story()}</div>],
  args: { open: true, onOpenChange: fn(), onPageChange: fn(), totalPages: 3, locale: 'ar' },
  render: (args, { globals }) => <Demo {...args} locale={globals.locale} />,
  play: async ({ canvasElement, globals }) => {
    const dialog = await page(canvasElement).findByRole('dialog', {
      name: catalogueFor(globals.locale)['announcements.title'],
    });
    await waitFor(() =>
      expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement),
    );
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As it pops up: the first page of announcements, nothing open yet. */
export const Open: Story = {};

/** The first announcement open beside the list. */
export const Expanded: Story = { args: { defaultExpandedId: 1 } };

/** A long title in the list and in the pane. */
export const LongTitle: Story = { args: { defaultExpandedId: longTitleId } };

/** Paging inside the popup: the next page's announcements replace the list. */
export const Paged: Story = {
  play: async (context) => {
    await meta.play(context);
    const { canvasElement, args, globals } = context;
    const text = catalogueFor(globals.locale);
    const dialog = page(canvasElement).getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: text['pagination.next'] }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { current: 'page' })).toHaveAccessibleName(
        text['pagination.page'].replace('{{page}}', '2'),
      ),
    );
  },
};

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = { args: { empty: true, totalPages: 0 } };

/** Opened from a button: Escape and the close button close it, and focus goes back to the button. */
export const CloseReturnsFocus: Story = {
  parameters: { matrix: 'directions' },
  args: { open: false },
  play: async ({ canvasElement, args, globals }) => {
    const text = catalogueFor(globals.locale);
    const trigger = within(canvasElement).getByRole('button', { name: text['announcements.title'] });
    await userEvent.click(trigger);
    const dialog = await page(canvasElement).findByRole('dialog', { name: text['announcements.title'] });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await userEvent.click(trigger);
    const again = await page(canvasElement).findByRole('dialog', { name: text['announcements.title'] });
    await userEvent.click(within(again).getByRole('button', { name: text['dialog.close'] }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.click(trigger);
    await expect(await page(canvasElement).findByRole('dialog')).not.toBe(dialog);
  },
};
