import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { panelsAr } from '../../i18n/messages/panels.ar';
import { panelsEn } from '../../i18n/messages/panels.en';
import { AnnouncementBoard } from './AnnouncementBoard';
import { demoAnnouncements, longTitleId, noContentId, unsafeContentId } from './announcements.fixture';

const catalogueFor = (locale: unknown) => (locale === 'en' ? panelsEn : panelsAr);

const meta = {
  title: 'UI/AnnouncementBoard',
  component: AnnouncementBoard,
  args: {
    items: [],
    page: 1,
    totalPages: 1,
    onPageChange: fn(),
    onExpandedChange: fn(),
  },
  // The demo announcements are in the story's language; a story that wants none says so with `items`.
  render: (args, { globals }) => (
    <div style={{ maxInlineSize: 960 }}>
      <AnnouncementBoard {...args} items={args.loading ? [] : demoAnnouncements(globals.locale)} />
    </div>
  ),
} satisfies Meta<typeof AnnouncementBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A full page of nine, nothing open yet: the pane invites a choice. */
export const SeveralItems: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { expanded: false })).toHaveLength(9);
    await expect(canvas.getByText(catalogueFor(globals.locale)['announcements.select'])).toBeInTheDocument();
  },
};

/** The first announcement open: its HTML in the pane, named by its title. */
export const Expanded: Story = { args: { defaultExpandedId: 1 } };

/** Pressing an item opens it; pressing it again closes it. */
export const ToggleItem: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const item = canvas.getAllByRole('button', { expanded: false })[2]!;
    await userEvent.click(item);
    await expect(item).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(3);
    const pane = canvas.getByRole('region');
    await expect(item).toHaveAttribute('aria-controls', pane.id);
    await userEvent.click(item);
    await expect(item).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(null);
    await userEvent.click(item);
    await expect(canvas.getByRole('region')).toBeInTheDocument();
  },
};

/** Long titles in either language: two lines in the list, whole in the pane. */
export const LongTitle: Story = { args: { defaultExpandedId: longTitleId } };

/** Server HTML with a script and an `onerror` handler: the pane shows the text, never the code. */
export const UnsafeContent: Story = {
  args: { defaultExpandedId: unsafeContentId },
  play: async ({ canvasElement }) => {
    const pane = within(canvasElement).getByRole('region');
    await expect(pane.querySelector('script, [onerror]')).toBeNull();
    await expect(within(pane).getByRole('link')).toHaveAttribute('href', '#bonus-terms');
  },
};

/** An announcement with a title only. */
export const WithoutContent: Story = {
  args: { defaultExpandedId: noContentId },
  play: async ({ canvasElement, globals }) => {
    const pane = within(canvasElement).getByRole('region');
    await expect(
      within(pane).getByText(catalogueFor(globals.locale)['announcements.noContent']),
    ).toBeVisible();
  },
};

function PagedBoard({ locale, onPageChange }: { locale: unknown; onPageChange: (page: number) => void }) {
  const [page, setPage] = useState(1);
  return (
    <div style={{ maxInlineSize: 960 }}>
      <AnnouncementBoard
        items={demoAnnouncements(locale, page)}
        page={page}
        totalPages={4}
        onPageChange={(next) => {
          onPageChange(next);
          setPage(next);
        }}
      />
    </div>
  );
}

/** Four pages of nine: the board asks for a page, the host brings its items. */
export const Paged: Story = {
  render: (args, { globals }) => <PagedBoard locale={globals.locale} onPageChange={args.onPageChange} />,
  play: async ({ canvasElement, args, globals }) => {
    const text = catalogueFor(globals.locale);
    const canvas = within(canvasElement);
    const pages = canvas.getByRole('navigation', { name: text['announcements.pages'] });
    await userEvent.click(within(pages).getByRole('button', { name: text['pagination.next'] }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await waitFor(() =>
      expect(within(pages).getByRole('button', { current: 'page' })).toHaveAccessibleName(
        text['pagination.page'].replace('{{page}}', '2'),
      ),
    );
  },
};

export const Loading: Story = {
  args: { loading: true, totalPages: 4 },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      catalogueFor(globals.locale)['announcements.loading'],
    );
    await expect(canvas.queryAllByRole('button', { expanded: false })).toHaveLength(0);
  },
};

export const Empty: Story = {
  render: (args) => (
    <div style={{ maxInlineSize: 960 }}>
      <AnnouncementBoard {...args} items={[]} />
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const text = catalogueFor(globals.locale);
    await expect(within(canvasElement).getByText(text['announcements.emptyTitle'])).toBeVisible();
  },
};

/** In a narrow place (a phone, a side panel) the open announcement shows under the list. */
export const Narrow: Story = {
  args: { defaultExpandedId: 1, totalPages: 4 },
  render: (args, { globals }) => (
    <div style={{ maxInlineSize: 420 }}>
      <AnnouncementBoard {...args} items={demoAnnouncements(globals.locale).slice(0, 4)} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getAllByRole('list')[0]!;
    const pane = canvas.getByRole('region');
    await expect(pane.getBoundingClientRect().top).toBeGreaterThan(list.getBoundingClientRect().bottom);
  },
};
