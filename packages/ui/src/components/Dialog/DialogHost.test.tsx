import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { pressOnCover } from '@test-utils/pressOnCover';
import { directions, renderWithPortal } from '@test-utils/render';
import { dialog, useDialog, type DialogOptions } from './index';

const text = {
  ar: { ok: 'حسنًا', cancel: 'إلغاء', warning: 'تحذير', closesIn: (s: number) => `يُغلق خلال ${s} ث` },
  en: { ok: 'OK', cancel: 'Cancel', warning: 'Warning', closesIn: (s: number) => `Closes in ${s} s` },
} as const;

/** Opens one dialog when its button is pressed and records what the promise resolved with. */
function Opener({
  options,
  onResult,
}: {
  options: DialogOptions;
  onResult: (value: string | undefined) => void;
}) {
  const open = useDialog();
  return <button onClick={() => void open(options).then(onResult)}>Open</button>;
}

async function openWith(options: DialogOptions, locale: string) {
  const onResult = vi.fn();
  const view = renderWithPortal(<Opener options={options} onResult={onResult} />, { locale });
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  // The dialog's code loads with the first dialog a page opens.
  await screen.findByRole('alertdialog');
  return { ...view, onResult };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe.each(directions)('dialog service ($locale, $dir)', ({ locale, dir }) => {
  const t = text[locale];

  it('shows title, message, an icon and one OK button, and resolves "ok"', async () => {
    const { container, onResult } = await openWith(
      { icon: 'warning', title: 'Real account needed', message: 'Trial accounts cannot deposit.' },
      locale,
    );
    const alert = screen.getByRole('alertdialog', { name: 'Real account needed' });
    expect(alert).toHaveAccessibleDescription('Trial accounts cannot deposit.');
    expect(alert.closest('[dir]')).toHaveAttribute('dir', dir);
    expect(screen.getByRole('img', { name: t.warning })).toBeInTheDocument();
    const ok = screen.getByRole('button', { name: t.ok });
    expect(ok).toHaveFocus();
    await expectNoAxeViolations(container);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(onResult).toHaveBeenCalledWith('ok'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('resolves with the pressed button, translating the usual values', async () => {
    const { onResult } = await openWith(
      {
        title: 'Leave the game?',
        buttons: [{ value: 'cancel' }, { value: 'leave', label: 'Leave', variant: 'critical' }],
      },
      locale,
    );
    expect(screen.getByRole('button', { name: t.cancel })).toHaveAttribute('data-variant', 'secondary');
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(onResult).toHaveBeenCalledWith('leave'));
  });

  it('resolves undefined on Escape and on the cover, unless closeOnCover is false', async () => {
    const { onResult } = await openWith({ title: 'Notice' }, locale);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(onResult).toHaveBeenCalledWith(undefined));

    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await pressOnCover(screen.getByRole('alertdialog'));
    await waitFor(() => expect(onResult).toHaveBeenCalledTimes(2));
    expect(onResult).toHaveBeenLastCalledWith(undefined);
  });

  it('stays open on a cover press when closeOnCover is false', async () => {
    const { onResult } = await openWith({ title: 'Notice', closeOnCover: false }, locale);
    await pressOnCover(screen.getByRole('alertdialog'));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(onResult).not.toHaveBeenCalled();
  });

  it('renders server HTML sanitised', async () => {
    const { container } = await openWith(
      {
        title: 'Announcement',
        html: '<p>Read the <a href="/help#term">terms</a>.</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
      },
      locale,
    );
    const alert = screen.getByRole('alertdialog', { name: 'Announcement' });
    expect(screen.getByRole('link', { name: 'terms' })).toHaveAttribute('href', '/help#term');
    expect(alert.querySelector('script')).toBeNull();
    expect(alert.querySelector('img')).not.toHaveAttribute('onerror');
    expect(alert).toHaveAccessibleDescription('Read the terms.');
    // The image has no alt text in this server HTML; axe is run on the rest.
    alert.querySelector('img')?.remove();
    await expectNoAxeViolations(container);
  });

  it('closes by itself after its timeout, showing the seconds left', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onResult = vi.fn();
    renderWithPortal(<Opener options={{ title: 'Saved', timeout: 3000 }} onResult={onResult} />, { locale });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByText(t.closesIn(3))).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByText(t.closesIn(2))).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(onResult).toHaveBeenCalledWith(undefined));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('queues dialogs and shows them one at a time', async () => {
    const onResult = vi.fn();
    function Two() {
      const open = useDialog();
      const both = () => {
        void open({ title: 'First' }).then(onResult);
        void open({ title: 'Second' }).then(onResult);
      };
      return <button onClick={both}>Open</button>;
    }
    renderWithPortal(<Two />, { locale });
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    screen.getByRole('alertdialog', { name: 'First' });
    await userEvent.click(screen.getByRole('button', { name: t.ok }));
    await screen.findByRole('alertdialog', { name: 'Second' });
    await waitFor(() => expect(screen.getByRole('button', { name: t.ok })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(onResult).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus());
  });
});

describe('dialog()', () => {
  it('opens in the most recently mounted provider', async () => {
    renderWithPortal(<p>first</p>, { locale: 'en' });
    renderWithPortal(<p>second</p>, { locale: 'ar' });
    let result: Promise<string | undefined> | undefined;
    act(() => {
      result = dialog({ title: 'Hello', buttons: [{ value: 'ok' }] });
    });
    const alert = await screen.findByRole('alertdialog', { name: 'Hello' });
    expect(alert.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await userEvent.click(screen.getByRole('button', { name: text.ar.ok }));
    await expect(result).resolves.toBe('ok');
  });

  it('explains the fix and resolves undefined when no provider is mounted', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<p>no provider</p>);
    await expect(dialog({ title: 'Lost' })).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('<PortalProvider>'));
  });
});
