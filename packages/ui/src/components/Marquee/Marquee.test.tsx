import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { directions, renderWithPortal } from '@test-utils/render';
import { ar } from '../../i18n/messages/ar';
import { en } from '../../i18n/messages/en';
import { Marquee, type MarqueeNotice } from './Marquee';
import { mockReducedMotion } from '@test-utils/media';

const notices: MarqueeNotice[] = [
  { id: 1, title: 'Weekend reload bonus: 50% up to 500' },
  { id: 'maintenance', title: 'Scheduled maintenance on Tuesday at 03:00' },
  { id: 3, title: 'New live tables are open' },
];

describe.each(directions)('Marquee ($locale, $dir)', ({ locale }) => {
  const messages = locale === 'ar' ? ar : en;
  afterEach(() => vi.restoreAllMocks());

  it('is a labelled region where each notice is one button, reachable once', async () => {
    const { container } = renderWithPortal(<Marquee notices={notices} />, { locale });
    const region = screen.getByRole('region', { name: messages['marquee.label'] });
    for (const notice of notices) {
      expect(screen.getAllByRole('button', { name: notice.title })).toHaveLength(1);
    }
    // The looping twin is hidden and out of the tab order.
    const twin = region.querySelector('ul[aria-hidden="true"]');
    expect(twin).not.toBeNull();
    twin?.querySelectorAll('button').forEach((button) => expect(button).toHaveAttribute('tabindex', '-1'));

    await userEvent.tab();
    expect(screen.getByRole('button', { name: notices[0]!.title })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: notices[2]!.title })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: messages['marquee.pause'] })).toHaveFocus();
    await expectNoAxeViolations(container);
  });

  it('opens a notice by its id', async () => {
    const onSelect = vi.fn();
    renderWithPortal(<Marquee notices={notices} onSelect={onSelect} />, { locale });
    await userEvent.click(screen.getByRole('button', { name: notices[1]!.title }));
    expect(onSelect).toHaveBeenCalledWith('maintenance');
  });

  it('opens a notice from the looping twin too, which is on screen half of each loop', async () => {
    const onSelect = vi.fn();
    const { container } = renderWithPortal(<Marquee notices={notices} onSelect={onSelect} />, { locale });
    const twin = container.querySelector<HTMLElement>('ul[aria-hidden="true"]')!;
    await userEvent.click(within(twin).getByRole('button', { hidden: true, name: notices[1]!.title }));
    expect(onSelect).toHaveBeenCalledWith('maintenance');
  });

  it('pauses and plays with its button', async () => {
    renderWithPortal(<Marquee notices={notices} />, { locale });
    const region = screen.getByRole('region');
    expect(region).toHaveAttribute('data-state', 'running');
    await userEvent.click(screen.getByRole('button', { name: messages['marquee.pause'] }));
    expect(region).toHaveAttribute('data-state', 'paused');
    await userEvent.click(screen.getByRole('button', { name: messages['marquee.play'] }));
    expect(region).toHaveAttribute('data-state', 'running');
  });

  it('can start paused', () => {
    renderWithPortal(<Marquee notices={notices} defaultPaused />, { locale });
    expect(screen.getByRole('region')).toHaveAttribute('data-state', 'paused');
    expect(screen.getByRole('button', { name: messages['marquee.play'] })).toBeInTheDocument();
  });

  it('under reduced motion is a still list with no twin and no pause button', async () => {
    mockReducedMotion();
    const { container } = renderWithPortal(<Marquee notices={notices} />, { locale });
    const region = screen.getByRole('region');
    expect(region).toHaveAttribute('data-motion', 'reduced');
    expect(region.querySelector('[aria-hidden="true"] button')).toBeNull();
    expect(region.querySelectorAll('button')).toHaveLength(notices.length);
    expect(screen.getByRole('list')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('renders nothing without notices', () => {
    const { container } = renderWithPortal(<Marquee notices={[]} />, { locale });
    expect(container.querySelector('section')).toBeNull();
  });
});
