import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { directions, renderWithPortal } from '@test-utils/render';
import { panelsAr } from '../../i18n/messages/panels.ar';
import { panelsEn } from '../../i18n/messages/panels.en';
import { AnnouncementBoard, type AnnouncementBoardItem, type AnnouncementBoardProps } from './index';

const catalogues = { en: panelsEn, ar: panelsAr } as const;

const items: AnnouncementBoardItem[] = [
  {
    id: 11,
    title: 'Scheduled maintenance',
    startDate: Date.UTC(2025, 5, 16, 12),
    content: '<p>The lobby closes from 02:00 to 04:00.</p><ul><li>Your balance is safe.</li></ul>',
  },
  {
    id: 12,
    title: 'Weekend bonus',
    startDate: Date.UTC(2025, 5, 13, 12),
    content:
      '<p>Read the <a href="#terms">terms</a>.</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
  },
  { id: 13, title: 'New tables', startDate: Date.UTC(2025, 5, 11, 12), content: '' },
];

const board = (props: Partial<AnnouncementBoardProps> = {}) => (
  <AnnouncementBoard items={items} page={1} totalPages={1} onPageChange={() => undefined} {...props} />
);

describe.each(directions)('AnnouncementBoard ($locale, $dir)', ({ locale, dir }) => {
  const t = catalogues[locale];

  it('lists titles with their local start dates, all closed, and invites a choice', async () => {
    const { container } = renderWithPortal(board(), { locale });
    const buttons = screen.getAllByRole('button', { expanded: false });
    expect(buttons).toHaveLength(3);
    expect(buttons[0]).toHaveAccessibleName(expect.stringContaining('Scheduled maintenance'));
    const time = within(buttons[0]!).getByText(
      new Intl.DateTimeFormat(`${locale}-u-nu-latn`, {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
      }).format(items[0]!.startDate),
    );
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', expect.stringMatching(/^2025-06-1[56]$/));
    expect(time.closest('[dir]')).toHaveAttribute('dir', dir);
    expect(screen.getByText(t['announcements.select'])).toBeInTheDocument();
    expect(screen.queryByRole('region')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('toggles an item open and closed, showing its content in a pane named by its title', async () => {
    const onExpandedChange = vi.fn();
    const { container } = renderWithPortal(board({ onExpandedChange }), { locale });
    const first = screen.getByRole('button', { name: /Scheduled maintenance/ });
    await userEvent.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    const pane = screen.getByRole('region', { name: 'Scheduled maintenance' });
    expect(first).toHaveAttribute('aria-controls', pane.id);
    expect(
      within(pane).getByRole('heading', { level: 3, name: 'Scheduled maintenance' }),
    ).toBeInTheDocument();
    expect(within(pane).getByText('Your balance is safe.')).toBeInTheDocument();
    expect(first).toHaveFocus();
    await expectNoAxeViolations(container);

    await userEvent.click(screen.getByRole('button', { name: /Weekend bonus/ }));
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('region', { name: 'Weekend bonus' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Weekend bonus/ }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(onExpandedChange.mock.calls).toEqual([[11], [12], [null]]);
  });

  it('strips scripts and event handlers from the content, keeping its links', () => {
    renderWithPortal(board({ defaultExpandedId: 12 }), { locale });
    const pane = screen.getByRole('region', { name: 'Weekend bonus' });
    expect(within(pane).getByRole('link', { name: 'terms' })).toHaveAttribute('href', '#terms');
    expect(pane.querySelector('script')).toBeNull();
    expect(pane.querySelector('img')).not.toHaveAttribute('onerror');
    expect(pane.innerHTML).not.toContain('alert');
  });

  it('says so when an announcement has no content', () => {
    renderWithPortal(board({ defaultExpandedId: 13 }), { locale });
    const pane = screen.getByRole('region', { name: 'New tables' });
    expect(within(pane).getByText(t['announcements.noContent'])).toBeInTheDocument();
  });

  it('follows expandedId when controlled', async () => {
    function Controlled() {
      const [open, setOpen] = useState<number | null>(13);
      return board({ expandedId: open, onExpandedChange: (id) => setOpen(id === 12 ? 13 : id) });
    }
    renderWithPortal(<Controlled />, { locale });
    expect(screen.getByRole('button', { name: /New tables/ })).toHaveAttribute('aria-expanded', 'true');
    // The host refuses to open 12 and keeps 13 open: the board shows what it is told.
    await userEvent.click(screen.getByRole('button', { name: /Weekend bonus/ }));
    expect(screen.getByRole('button', { name: /Weekend bonus/ })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('region', { name: 'New tables' })).toBeInTheDocument();
  });

  it('pages through the pagination, under its own name', async () => {
    const onPageChange = vi.fn();
    const { container } = renderWithPortal(board({ page: 2, totalPages: 4, onPageChange }), { locale });
    const pages = screen.getByRole('navigation', { name: t['announcements.pages'] });
    await userEvent.click(within(pages).getByRole('button', { name: t['pagination.next'] }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(within(pages).getByRole('button', { name: t['pagination.previous'] }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
    await expectNoAxeViolations(container);
  });

  it('marks itself busy and announces loading, with no items to press', async () => {
    const { container } = renderWithPortal(board({ loading: true }), { locale });
    expect(screen.getByRole('status')).toHaveTextContent(t['announcements.loading']);
    expect(container.querySelector('[data-slot="announcement-board"]')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryAllByRole('button', { expanded: false })).toHaveLength(0);
    await expectNoAxeViolations(container);
  });

  it('shows an empty state when there are no announcements', async () => {
    const { container } = renderWithPortal(board({ items: [] }), { locale });
    expect(screen.getByText(t['announcements.emptyTitle'])).toBeInTheDocument();
    expect(screen.getByText(t['announcements.emptyDescription'])).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await expectNoAxeViolations(container);
  });

  it('takes a date formatter', () => {
    renderWithPortal(board({ formatDate: (ms, lng) => `${lng}:${new Date(ms).getUTCDate()}` }), { locale });
    expect(screen.getByText(`${locale}:16`)).toBeInTheDocument();
  });
});
