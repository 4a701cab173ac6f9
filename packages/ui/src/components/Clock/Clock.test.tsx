import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { directions, renderWithPortal } from '@test-utils/render';
import { ar } from '../../i18n/messages/ar';
import { en } from '../../i18n/messages/en';
import { Clock } from './Clock';

/** A time source at a fixed zone offset, whatever the machine's zone. */
const inZone = (offsetMinutes: number, source: () => Date) => () => {
  const date = source();
  date.getTimezoneOffset = () => -offsetMinutes;
  return date;
};

describe.each(directions)('Clock ($locale, $dir)', ({ locale }) => {
  const label = (locale === 'ar' ? ar : en)['clock.label'];

  beforeEach(() => {
    // Exact timers: the test counts milliseconds up to the second boundary.
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2024, 4, 1, 14, 5, 9, 600));
  });
  afterEach(() => vi.useRealTimers());

  it('shows the GMT offset and the time in a labelled group, with no live region', async () => {
    const now = inZone(180, () => new Date());
    const { container } = renderWithPortal(<Clock now={now} paused />, { locale });
    const clock = screen.getByRole('group', { name: label });
    expect(clock).toHaveTextContent('GMT+3');
    const time = clock.querySelector('time');
    expect(time).toHaveTextContent('14:05:09');
    expect(time).toHaveAttribute('dateTime', '2024-05-01T14:05:09+03:00');
    expect(container.querySelector('[aria-live], [role="status"], [role="timer"]')).toBeNull();
    vi.useRealTimers(); // axe schedules its own timers
    await expectNoAxeViolations(container);
  });

  it('shows half-hour and negative offsets', () => {
    renderWithPortal(<Clock now={inZone(-270, () => new Date())} paused />, { locale });
    expect(screen.getByRole('group', { name: label })).toHaveTextContent('GMT-4:30');
  });

  it('ticks on each second boundary with the system clock', () => {
    renderWithPortal(<Clock />, { locale });
    const time = () => screen.getByRole('group', { name: label }).querySelector('time');
    expect(time()).toHaveTextContent('14:05:09');
    act(() => vi.advanceTimersByTime(390));
    expect(time()).toHaveTextContent('14:05:09');
    act(() => vi.advanceTimersByTime(10));
    expect(time()).toHaveTextContent('14:05:10');
    act(() => vi.advanceTimersByTime(1000));
    expect(time()).toHaveTextContent('14:05:11');
    act(() => vi.advanceTimersByTime(60_000));
    expect(time()).toHaveTextContent('14:06:11');
  });

  it('stands still while paused', () => {
    renderWithPortal(<Clock paused />, { locale });
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('group', { name: label }).querySelector('time')).toHaveTextContent('14:05:09');
  });
});
