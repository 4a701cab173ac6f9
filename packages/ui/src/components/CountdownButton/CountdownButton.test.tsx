import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { directions, renderWithPortal } from '@test-utils/render';
import { panelsAr } from '../../i18n/messages/panels.ar';
import { panelsEn } from '../../i18n/messages/panels.en';
import { CountdownButton } from './CountdownButton';

const catalogues = { ar: panelsAr, en: panelsEn } as const;

describe.each(directions)('CountdownButton ($locale, $dir)', ({ locale, dir }) => {
  const m = catalogues[locale];
  const text = (key: keyof typeof panelsEn, seconds?: number) =>
    m[key].replace('{{seconds}}', String(seconds));
  const setup = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends once for two presses within the throttle window', async () => {
    const user = setup();
    const onSend = vi.fn().mockResolvedValue(false);
    const { container } = renderWithPortal(<CountdownButton onSend={onSend} />, { locale });
    const button = screen.getByRole('button', { name: m['countdown.send'] });
    expect(button.closest('[dir]')).toHaveAttribute('dir', dir);
    await user.click(button);
    await user.click(button);
    expect(onSend).toHaveBeenCalledTimes(1);
    // Nothing was sent (false): after the throttle the button works again, and still offers a first send.
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await user.click(button);
    expect(onSend).toHaveBeenCalledTimes(2);
    expect(button).toHaveAccessibleName(m['countdown.send']);
    await expectNoAxeViolations(container);
  });

  it('shows the pending state, then counts down and stays unavailable until 0', async () => {
    const user = setup();
    let resolve: (seconds: number) => void = () => {};
    const onSend = vi.fn(() => new Promise<number>((r) => (resolve = r)));
    const { container } = renderWithPortal(<CountdownButton onSend={onSend} />, { locale });
    const button = screen.getByRole('button', { name: m['countdown.send'] });
    await user.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');

    await act(async () => resolve(3));
    expect(button).toHaveAccessibleName(text('countdown.seconds', 3));
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(button).toHaveAccessibleName(text('countdown.seconds', 2));
    await user.click(button);
    expect(onSend).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);

    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(button).toHaveAccessibleName(m['countdown.resend']);
    expect(button).not.toHaveAttribute('aria-disabled');
    await user.click(button);
    expect(onSend).toHaveBeenCalledTimes(2);
  });

  it('announces exactly twice: when the countdown starts and when it ends, never each tick', async () => {
    const user = setup();
    renderWithPortal(<CountdownButton onSend={() => Promise.resolve(5)} />, { locale });
    const region = screen.getByRole('status');
    expect(region).toHaveTextContent(/^$/);
    const heard: string[] = [];
    const observer = new MutationObserver(() => {
      const said = region.textContent ?? '';
      if (said && said !== heard.at(-1)) heard.push(said);
    });
    observer.observe(region, { childList: true, characterData: true, subtree: true });

    await user.click(screen.getByRole('button', { name: m['countdown.send'] }));
    await waitFor(() => expect(region).toHaveTextContent(text('countdown.started', 5)));
    // The ticking label lives in the button, outside the live region.
    expect(screen.getByRole('button')).not.toHaveAttribute('aria-live');
    await act(() => vi.advanceTimersByTimeAsync(6000));
    observer.disconnect();
    expect(heard).toEqual([text('countdown.started', 5), m['countdown.ended']]);
  });

  it('is ready again after a failed send', async () => {
    const user = setup();
    const onSend = vi.fn().mockRejectedValueOnce(new Error('network')).mockResolvedValueOnce(60);
    renderWithPortal(<CountdownButton onSend={onSend} />, { locale });
    const button = screen.getByRole('button', { name: m['countdown.send'] });
    await user.click(button);
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    expect(button).toHaveAccessibleName(m['countdown.send']);
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);

    await act(() => vi.advanceTimersByTimeAsync(1000));
    await user.click(button);
    await waitFor(() => expect(button).toHaveAccessibleName(text('countdown.seconds', 60)));
  });

  it('honours disabled, forwards its ref and uses defaultSeconds when onSend resolves with nothing', async () => {
    const user = setup();
    const onSend = vi.fn().mockResolvedValue(undefined);
    const ref = createRef<HTMLButtonElement>();
    const { rerender } = renderWithPortal(<CountdownButton ref={ref} onSend={onSend} disabled />, { locale });
    const button = screen.getByRole('button', { name: m['countdown.send'] });
    expect(ref.current).toBe(button);
    expect(button).toBeDisabled();
    await user.click(button);
    expect(onSend).not.toHaveBeenCalled();

    rerender(<CountdownButton ref={ref} onSend={onSend} defaultSeconds={30} />);
    await user.click(button);
    await waitFor(() => expect(button).toHaveAccessibleName(text('countdown.seconds', 30)));
  });
});
