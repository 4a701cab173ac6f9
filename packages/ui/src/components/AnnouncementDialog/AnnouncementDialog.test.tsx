import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { directions, renderWithPortal } from '@test-utils/render';
import { uiTexts } from '../../i18n/messages/uiTexts.fixture';
import type { AnnouncementBoardItem } from '../AnnouncementBoard';
import { AnnouncementDialog, type AnnouncementDialogProps } from './index';

// It shows texts of both catalogues: the first page's (`ui`) and the panels' (`uiPanels`).
const catalogues = uiTexts;

const items: AnnouncementBoardItem[] = [
  {
    id: 1,
    title: 'Scheduled maintenance',
    startDate: Date.UTC(2025, 5, 16, 12),
    content: '<p>The lobby closes from 02:00 to 04:00.</p><script>alert(1)</script>',
  },
  { id: 2, title: 'Weekend bonus', startDate: Date.UTC(2025, 5, 13, 12), content: '<p>20% up to 500.</p>' },
];

/** The popup as a host opens it: from a button, closed through onOpenChange. */
function Host(props: Partial<AnnouncementDialogProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>News</button>
      <AnnouncementDialog
        items={items}
        page={1}
        totalPages={3}
        onPageChange={() => undefined}
        {...props}
        open={open}
        onOpenChange={(next) => {
          props.onOpenChange?.(next);
          setOpen(next);
        }}
      />
    </>
  );
}

describe.each(directions)('AnnouncementDialog ($locale, $dir)', ({ locale, dir }) => {
  const t = catalogues[locale];

  it('opens titled, with focus inside, and closes with its close button, returning focus', async () => {
    const onOpenChange = vi.fn();
    const { container } = renderWithPortal(<Host onOpenChange={onOpenChange} />, { locale });
    const trigger = screen.getByRole('button', { name: 'News' });
    await userEvent.click(trigger);

    const dialog = screen.getByRole('dialog', { name: t['announcements.title'] });
    expect(dialog.closest('[dir]')).toHaveAttribute('dir', dir);
    // Focus starts on the first announcement, not on the scrolling body around the list.
    const itemButtons = within(dialog).getAllByRole('button', { expanded: false });
    expect(itemButtons).toHaveLength(2);
    expect(itemButtons[0]).toHaveFocus();
    await expectNoAxeViolations(container);

    await userEvent.click(within(dialog).getByRole('button', { name: /Scheduled maintenance/ }));
    const pane = within(dialog).getByRole('region', { name: 'Scheduled maintenance' });
    expect(pane.querySelector('script')).toBeNull();
    await expectNoAxeViolations(container);

    await userEvent.click(within(dialog).getByRole('button', { name: t['dialog.close'] }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(trigger).toHaveFocus();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('keeps Tab inside and closes on Escape', async () => {
    renderWithPortal(<Host />, { locale });
    await userEvent.click(screen.getByRole('button', { name: 'News' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 12; i++) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('starts on the open announcement when there is one', async () => {
    renderWithPortal(<Host defaultExpandedId={2} />, { locale });
    await userEvent.click(screen.getByRole('button', { name: 'News' }));
    expect(screen.getByRole('button', { name: /Weekend bonus/ })).toHaveFocus();
  });

  it('starts on the dialog itself while loading', async () => {
    renderWithPortal(<Host loading />, { locale });
    await userEvent.click(screen.getByRole('button', { name: 'News' }));
    expect(screen.getByRole('dialog')).toHaveFocus();
  });

  it('takes a title and passes paging to the board', async () => {
    const onPageChange = vi.fn();
    renderWithPortal(<Host title="Player notices" onPageChange={onPageChange} />, { locale });
    await userEvent.click(screen.getByRole('button', { name: 'News' }));
    const dialog = screen.getByRole('dialog', { name: 'Player notices' });
    await userEvent.click(within(dialog).getByRole('button', { name: t['pagination.next'] }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });
});
