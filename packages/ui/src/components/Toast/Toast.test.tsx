import { act, waitFor, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { directions, renderWithPortal } from '@test-utils/render';
import { ar } from '../../i18n/messages/ar';
import { en } from '../../i18n/messages/en';
import { toast } from './toast';
import { useToast } from './ToastContext';
import type { ToastOptions } from './toastStore';

const catalogues = { ar, en } as const;

function Trigger({ options }: { options: ToastOptions }) {
  const { toast: show } = useToast();
  return (
    <button type="button" onClick={() => show(options)}>
      Show
    </button>
  );
}

describe.each(directions)('Toast ($locale, $dir)', ({ locale, dir }) => {
  const m = catalogues[locale];
  const setup = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const region = () => screen.getByRole('region', { name: m['toast.region'] });
  const flushFrame = () => act(() => vi.advanceTimersByTimeAsync(20));

  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a polite toast in the notifications region and closes it after 3000 ms', async () => {
    const user = setup();
    const { container } = renderWithPortal(
      <Trigger options={{ message: m['toast.copySuccess'], tone: 'positive' }} />,
      { locale },
    );
    expect(screen.queryByRole('region', { name: m['toast.region'] })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await flushFrame();
    expect(region().closest('[dir]')).toHaveAttribute('dir', dir);
    expect(within(region()).getByRole('status')).toHaveTextContent(m['toast.copySuccess']);
    expect(within(region()).getByRole('button', { name: m['toast.dismiss'] })).toBeInTheDocument();
    await expectNoAxeViolations(container.parentElement ?? container);

    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('announces critical toasts assertively', async () => {
    const user = setup();
    renderWithPortal(<Trigger options={{ message: 'Network error', tone: 'critical' }} />, { locale });
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await flushFrame();
    expect(within(region()).getByRole('alert')).toHaveTextContent('Network error');
    expect(within(region()).queryByRole('status')).toBeNull();
  });

  it('stacks toasts newest first and closes one with its dismiss button', async () => {
    const user = setup();
    let n = 0;
    function Many() {
      const { toast: show } = useToast();
      return (
        <button type="button" onClick={() => show({ message: `Message ${++n}`, duration: Infinity })}>
          Show
        </button>
      );
    }
    const { container } = renderWithPortal(<Many />, { locale });
    const trigger = screen.getByRole('button', { name: 'Show' });
    await user.click(trigger);
    await user.click(trigger);
    await user.click(trigger);
    await flushFrame();
    const items = within(region()).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Message 3', 'Message 2', 'Message 1']);

    const dismissButtons = within(region()).getAllByRole('button', { name: m['toast.dismiss'] });
    await user.click(dismissButtons[0]!);
    expect(within(region()).getAllByRole('listitem')).toHaveLength(2);
    // Focus moves to the next toast's dismiss button instead of falling to the page.
    expect(within(region()).getAllByRole('button', { name: m['toast.dismiss'] })[0]).toHaveFocus();
    await expectNoAxeViolations(container.parentElement ?? container);
  });

  it('pauses auto-dismiss while hovered or focused', async () => {
    const user = setup();
    renderWithPortal(<Trigger options={{ message: 'Saved', duration: 3000 }} />, { locale });
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await flushFrame();

    await user.hover(within(region()).getByRole('status'));
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    await user.unhover(within(region()).getByRole('status'));

    act(() => within(region()).getByRole('button', { name: m['toast.dismiss'] }).focus());
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.getByRole('status')).toHaveTextContent('Saved');

    // Focus leaves (a press elsewhere): the time runs again.
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('toast()', () => {
  it('shows on the most recently mounted Toaster', async () => {
    renderWithPortal(<p>Page</p>);
    act(() => {
      toast({ message: 'From anywhere', tone: 'info', duration: Infinity });
    });
    // The live region is filled a frame after it appears (so screen readers announce it): wait for the text.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('From anywhere'));
  });

  it('reports a missing Toaster during development', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<p>No provider</p>);
    expect(toast({ message: 'Lost' })).toBe('');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('no <Toaster /> is mounted'));
    error.mockRestore();
  });
});
