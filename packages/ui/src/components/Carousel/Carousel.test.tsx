import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { directions, renderWithPortal } from '@test-utils/render';
import { ar } from '../../i18n/messages/ar';
import { en, type UiMessageKey } from '../../i18n/messages/en';
import { Carousel, type CarouselSlide } from './Carousel';
import { mockReducedMotion } from '@test-utils/media';

const slides: CarouselSlide[] = [
  { id: 'welcome', image: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=', alt: 'Welcome bonus' },
  { id: 'live', image: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=', alt: 'Live casino' },
  { id: 'slots', image: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=', alt: 'New slots' },
];

function textIn(locale: string) {
  const messages = locale === 'ar' ? ar : en;
  return (key: UiMessageKey, values: Record<string, number> = {}) =>
    messages[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
}

describe.each(directions)('Carousel ($locale, $dir)', ({ locale }) => {
  const t = textIn(locale);
  const currentSlide = () => screen.getByRole('group', { name: /\d/ });

  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('is a labelled carousel region where only the current slide is reachable', async () => {
    const { container } = renderWithPortal(<Carousel slides={slides} autoplay={false} />, { locale });
    const region = screen.getByRole('region', { name: t('carousel.label') });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getAllByRole('group')).toHaveLength(1);
    expect(currentSlide()).toHaveAccessibleName(t('carousel.slide', { index: 1, count: 3 }));
    expect(currentSlide()).toHaveAttribute('aria-roledescription', 'slide');
    expect(screen.getByRole('img', { name: 'Welcome bonus' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Live casino' })).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('moves with previous, next (looping) and the dots', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onIndexChange = vi.fn();
    renderWithPortal(<Carousel slides={slides} autoplay={false} onIndexChange={onIndexChange} />, {
      locale,
    });
    await user.click(screen.getByRole('button', { name: t('carousel.previous') }));
    expect(currentSlide()).toHaveAccessibleName(t('carousel.slide', { index: 3, count: 3 }));
    await user.click(screen.getByRole('button', { name: t('carousel.next') }));
    expect(currentSlide()).toHaveAccessibleName(t('carousel.slide', { index: 1, count: 3 }));
    const dot = screen.getByRole('button', { name: t('carousel.goTo', { index: 2 }) });
    await user.click(dot);
    expect(dot).toHaveAttribute('aria-current', 'true');
    expect(currentSlide()).toHaveAccessibleName(t('carousel.slide', { index: 2, count: 3 }));
    expect(onIndexChange.mock.calls).toEqual([[2], [0], [1]]);
  });

  it('shows no navigation and no pause button for a single slide', async () => {
    const { container } = renderWithPortal(<Carousel slides={slides.slice(0, 1)} />, { locale });
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    act(() => vi.advanceTimersByTime(10000));
    expect(currentSlide()).toHaveAccessibleName(t('carousel.slide', { index: 1, count: 1 }));
    await expectNoAxeViolations(container);
  });

  it('makes a clickable banner a button named by its art', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onSelect = vi.fn();
    renderWithPortal(<Carousel slides={[{ ...slides[0]!, onSelect }, slides[1]!]} autoplay={false} />, {
      locale,
    });
    await user.click(screen.getByRole('button', { name: 'Welcome bonus' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('autoplays every 5000 ms and the pause button stops it', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithPortal(<Carousel slides={slides} />, { locale });
    act(() => vi.advanceTimersByTime(4900));
    expect(currentSlide()).toHaveAccessibleName(t('carousel.slide', { index: 1, count: 3 }));
    act(() => vi.advanceTimersByTime(100));
    expect(currentSlide()).toHaveAccessibleName(t('carousel.slide', { index: 2, count: 3 }));

    await user.click(screen.getByRole('button', { name: t('carousel.pause') }));
    await user.unhover(screen.getByRole('region'));
    act(() => screen.getByRole('button', { name: t('carousel.play') }).blur());
    act(() => vi.advanceTimersByTime(12000));
    expect(currentSlide()).toHaveAccessibleName(t('carousel.slide', { index: 2, count: 3 }));
  });

  it('stops while hovered and while focus is inside, and resumes after', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithPortal(<Carousel slides={slides} />, { locale });
    const region = screen.getByRole('region');
    await user.hover(region);
    act(() => vi.advanceTimersByTime(12000));
    expect(currentSlide()).toHaveAccessibleName(t('carousel.slide', { index: 1, count: 3 }));
    await user.unhover(region);

    await user.tab();
    expect(region).toContainElement(document.activeElement as HTMLElement);
    act(() => vi.advanceTimersByTime(12000));
    expect(currentSlide()).toHaveAccessibleName(t('carousel.slide', { index: 1, count: 3 }));

    act(() => (document.activeElement as HTMLElement).blur());
    act(() => vi.advanceTimersByTime(5000));
    expect(currentSlide()).toHaveAccessibleName(t('carousel.slide', { index: 2, count: 3 }));
  });

  it('never moves by itself under reduced motion and then offers no pause button', () => {
    mockReducedMotion(true);
    renderWithPortal(<Carousel slides={slides} />, { locale });
    act(() => vi.advanceTimersByTime(20000));
    expect(currentSlide()).toHaveAccessibleName(t('carousel.slide', { index: 1, count: 3 }));
    expect(screen.queryByRole('button', { name: t('carousel.pause') })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: t('carousel.next') })).toBeInTheDocument();
  });

  describe('with the plain slide effect', () => {
    const allSlides = () => screen.getAllByRole('group', { hidden: true });

    it('shows one slide at a time, with the same region, slides and controls', async () => {
      const { container } = renderWithPortal(<Carousel slides={slides} effect="slide" autoplay={false} />, {
        locale,
      });
      const region = screen.getByRole('region', { name: t('carousel.label') });
      expect(region).toHaveAttribute('data-effect', 'slide');
      expect(region).toHaveAttribute('data-state', 'paused');
      expect(screen.getAllByRole('group')).toHaveLength(1);
      expect(currentSlide()).toHaveAccessibleName(t('carousel.slide', { index: 1, count: 3 }));
      // The first slide is simply there: nothing slides in before the first move.
      expect(allSlides().map((slide) => slide.dataset.motion)).toEqual(['none', 'none', 'none']);
      expect(screen.getByRole('button', { name: t('carousel.previous') })).toBeInTheDocument();
      expect(screen.getAllByRole('button', { name: /\d/ })).toHaveLength(3);
      await expectNoAxeViolations(container);
    });

    it('brings the next slide in from the inline end and the previous one from the start', async () => {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const onIndexChange = vi.fn();
      renderWithPortal(
        <Carousel slides={slides} effect="slide" autoplay={false} onIndexChange={onIndexChange} />,
        { locale },
      );
      await user.click(screen.getByRole('button', { name: t('carousel.next') }));
      expect(currentSlide()).toHaveAccessibleName(t('carousel.slide', { index: 2, count: 3 }));
      expect(allSlides().map((slide) => slide.dataset.motion)).toEqual([
        'leave-to-start',
        'enter-from-end',
        'none',
      ]);
      await user.click(screen.getByRole('button', { name: t('carousel.previous') }));
      expect(allSlides().map((slide) => slide.dataset.motion)).toEqual([
        'enter-from-start',
        'leave-to-end',
        'none',
      ]);
      // A dot jumps the short way round: from the first slide back to the last.
      await user.click(screen.getByRole('button', { name: t('carousel.goTo', { index: 3 }) }));
      expect(allSlides().map((slide) => slide.dataset.motion)).toEqual([
        'leave-to-end',
        'none',
        'enter-from-start',
      ]);
      expect(onIndexChange.mock.calls).toEqual([[1], [0], [2]]);
    });

    it('keeps previous and next on the keyboard, and a pause button while it plays', async () => {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const { container } = renderWithPortal(<Carousel slides={slides} effect="slide" />, { locale });
      const region = screen.getByRole('region');
      expect(region).toHaveAttribute('data-state', 'playing');
      await user.tab();
      expect(screen.getByRole('button', { name: t('carousel.previous') })).toHaveFocus();
      expect(region).toHaveAttribute('data-state', 'paused');
      await user.tab();
      expect(screen.getByRole('button', { name: t('carousel.next') })).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(currentSlide()).toHaveAccessibleName(t('carousel.slide', { index: 2, count: 3 }));
      expect(screen.getByRole('button', { name: t('carousel.pause') })).toBeInTheDocument();
      await expectNoAxeViolations(container);
    });
  });
});
