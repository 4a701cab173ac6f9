import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { directions, renderWithPortal } from '@test-utils/render';
import { ar } from '../../i18n/messages/ar';
import { en } from '../../i18n/messages/en';
import { BannerStrip } from './BannerStrip';
import type { BannerItem } from './bannerItems';

const art = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E';
const welcome: BannerItem = {
  id: 1,
  url: art,
  title: 'Welcome bonus',
  linkageType: 'PROMOTION',
  linkage: '7',
};
const notice: BannerItem = { id: 2, url: art, title: 'Play responsibly', linkageType: 'NONE', linkage: '' };
const game: BannerItem = { id: 3, url: art, title: 'Fortune Tiger', linkageType: 'GAME', linkage: 'PG-126' };

describe.each(directions)('BannerStrip ($locale, $dir)', ({ locale }) => {
  const text = locale === 'ar' ? ar : en;

  it('renders nothing without banners', () => {
    const { container } = renderWithPortal(<BannerStrip banners={[]} onSelect={vi.fn()} />, { locale });
    expect(container.querySelector('[data-slot="banner-strip"]')).toBeNull();
  });

  it('keeps the room of a carousel while the group loads, hidden from assistive technology', async () => {
    const { container, rerender } = renderWithPortal(<BannerStrip banners={[]} loading placement="menu" />, {
      locale,
    });
    const room = container.querySelector('[data-slot="banner-strip"]');
    expect(room).toHaveAttribute('aria-hidden', 'true');
    expect(room).toHaveAttribute('data-placement', 'menu');
    expect(screen.queryByRole('region')).toBeNull();
    await expectNoAxeViolations(container);
    // Loaded and empty: nothing at all.
    rerender(<BannerStrip banners={[]} placement="menu" />);
    expect(container.querySelector('[data-slot="banner-strip"]')).toBeNull();
  });

  it('shows one clickable banner as a button named by its title', async () => {
    const onSelect = vi.fn();
    const { container } = renderWithPortal(
      <BannerStrip banners={[welcome]} onSelect={onSelect} placement="modal" />,
      { locale },
    );
    const strip = container.querySelector('[data-slot="banner-strip"]');
    expect(strip).toHaveAttribute('data-placement', 'modal');
    await userEvent.click(screen.getByRole('button', { name: 'Welcome bonus' }));
    expect(onSelect).toHaveBeenCalledWith(welcome);
    expect(screen.queryByRole('region')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('shows one banner without a link as a plain image', async () => {
    const { container } = renderWithPortal(<BannerStrip banners={[notice]} onSelect={vi.fn()} />, {
      locale,
    });
    expect(screen.getByRole('img', { name: 'Play responsibly' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('shares several banners in the carousel; only linked ones are buttons', async () => {
    const onSelect = vi.fn();
    const { container } = renderWithPortal(
      <BannerStrip banners={[game, notice, welcome]} onSelect={onSelect} autoplay={false} placement="menu" />,
      { locale },
    );
    const carousel = screen.getByRole('region', { name: text['carousel.label'] });
    expect(carousel).toHaveAttribute('data-placement', 'menu');
    // A narrow frame shows one banner at a time, never the coverflow's peeking neighbours.
    expect(carousel).toHaveAttribute('data-effect', 'slide');
    await userEvent.click(within(carousel).getByRole('button', { name: 'Fortune Tiger' }));
    expect(onSelect).toHaveBeenCalledWith(game);
    await userEvent.click(within(carousel).getByRole('button', { name: text['carousel.next'] }));
    expect(within(carousel).getByRole('img', { name: 'Play responsibly' }).closest('button')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('draws linked banners as plain images when the host takes no presses', () => {
    renderWithPortal(<BannerStrip banners={[welcome]} />, { locale });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('img', { name: 'Welcome bonus' })).toBeInTheDocument();
  });

  it.each([
    ['page', 'coverflow'],
    ['modal', 'slide'],
    ['menu', 'slide'],
  ] as const)('shows several banners of a %s in the %s carousel', async (placement, effect) => {
    const { container } = renderWithPortal(
      <BannerStrip banners={[welcome, notice]} autoplay={false} placement={placement} />,
      { locale },
    );
    const carousel = screen.getByRole('region', { name: text['carousel.label'] });
    expect(carousel).toHaveAttribute('data-effect', effect);
    expect(within(carousel).getByRole('img', { name: 'Welcome bonus' })).toBeInTheDocument();
    expect(within(carousel).getByRole('button', { name: text['carousel.next'] })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
