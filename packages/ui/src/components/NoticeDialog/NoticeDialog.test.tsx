import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { directions, renderWithPortal } from '@test-utils/render';
import { ar } from '../../i18n/messages/ar';
import { en } from '../../i18n/messages/en';
import { NoticeDialog, type NoticeDialogNotice } from './index';

const catalogues = { en, ar } as const;

/** A notice list as a host has it: pressing a notice shows it, closing clears it. */
function Host({ notice, onClose }: { notice: NoticeDialogNotice; onClose?: () => void }) {
  const [shown, setShown] = useState<NoticeDialogNotice | null>(null);
  return (
    <>
      <button onClick={() => setShown(notice)}>{notice.title}</button>
      <NoticeDialog
        notice={shown}
        onClose={() => {
          onClose?.();
          setShown(null);
        }}
      />
    </>
  );
}

const maintenance: NoticeDialogNotice = {
  title: 'Scheduled maintenance',
  content:
    '<p>The lobby closes from 02:00 to 04:00. See <a href="#status">the status page</a>.</p><img src="x" alt="" onerror="alert(1)"><script>alert(2)</script>',
};

describe.each(directions)('NoticeDialog ($locale, $dir)', ({ locale, dir }) => {
  const t = catalogues[locale];

  it('shows the title and the sanitised content, starts on OK and closes with it', async () => {
    const onClose = vi.fn();
    const { container } = renderWithPortal(<Host notice={maintenance} onClose={onClose} />, { locale });
    const trigger = screen.getByRole('button', { name: 'Scheduled maintenance' });
    await userEvent.click(trigger);

    const dialog = screen.getByRole('dialog', { name: 'Scheduled maintenance' });
    expect(dialog.closest('[dir]')).toHaveAttribute('dir', dir);
    expect(dialog).toHaveAccessibleDescription(
      expect.stringContaining('The lobby closes from 02:00 to 04:00.'),
    );
    expect(within(dialog).getByRole('link', { name: 'the status page' })).toHaveAttribute('href', '#status');
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('img')).not.toHaveAttribute('onerror');
    const ok = within(dialog).getByRole('button', { name: t['dialog.ok'] });
    expect(ok).toHaveFocus();
    expect(within(dialog).getAllByRole('button')).toHaveLength(1);
    await expectNoAxeViolations(container);

    await userEvent.click(ok);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(trigger).toHaveFocus();
  });

  it('shows a notice without content, and closes on Escape', async () => {
    const onClose = vi.fn();
    const { container } = renderWithPortal(
      <Host notice={{ title: 'Server lines updated' }} onClose={onClose} />,
      {
        locale,
      },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Server lines updated' }));
    const dialog = screen.getByRole('dialog', { name: 'Server lines updated' });
    expect(dialog).not.toHaveAttribute('aria-describedby');
    await expectNoAxeViolations(container);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('is closed while there is no notice', () => {
    renderWithPortal(<NoticeDialog notice={null} onClose={() => undefined} />, { locale });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
