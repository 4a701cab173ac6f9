import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { mockReducedMotion } from '@test-utils/media';
import { directions, renderWithPortal } from '@test-utils/render';
import { ar } from '../../i18n/messages/ar';
import { en } from '../../i18n/messages/en';
import { FloatingServiceButton } from './FloatingServiceButton';
import { RightBar } from './RightBar';

const telegramUrl = 'https://t.me/portal_demo';

/** Scrolls the window to `y` as far as the component can tell: the position, then the event. */
const scrollWindowTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });

describe.each(directions)('RightBar ($locale, $dir)', ({ locale, dir }) => {
  const text = locale === 'ar' ? ar : en;
  let scrollTo: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('is a named complementary landmark with app download, customer service and Telegram', async () => {
    const onCustomerService = vi.fn();
    const { container } = renderWithPortal(
      <RightBar onCustomerService={onCustomerService} telegramUrl={telegramUrl} showGoToTop />,
      { locale },
    );
    const bar = screen.getByRole('complementary', { name: text['rightBar.label'] });
    expect(bar.closest('[dir]')).toHaveAttribute('dir', dir);
    expect(within(bar).getByRole('link', { name: text['siteLinks.appDownload'] })).toHaveAttribute(
      'href',
      '/down',
    );
    await userEvent.click(within(bar).getByRole('button', { name: text['siteLinks.customerService'] }));
    expect(onCustomerService).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it('opens Telegram in a new tab, safely, and says so in its name', () => {
    renderWithPortal(<RightBar telegramUrl={telegramUrl} />, { locale });
    const telegram = screen.getByRole('link', {
      name: `${text['rightBar.telegram']} ${text['link.opensInNewTab']}`,
    });
    expect(telegram).toHaveAttribute('href', telegramUrl);
    expect(telegram).toHaveAttribute('target', '_blank');
    expect(telegram.getAttribute('rel')?.split(' ')).toEqual(
      expect.arrayContaining(['noopener', 'noreferrer']),
    );
  });

  it('leaves out customer service and Telegram without a callback or an address', () => {
    renderWithPortal(<RightBar appDownloadHref="/app" />, { locale });
    expect(screen.getByRole('link', { name: text['siteLinks.appDownload'] })).toHaveAttribute('href', '/app');
    expect(screen.queryByRole('button', { name: text['siteLinks.customerService'] })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: new RegExp(text['rightBar.telegram']) }),
    ).not.toBeInTheDocument();
  });

  it('shows go-to-top as the host says, and scrolls smoothly to the top', async () => {
    const onGoToTop = vi.fn();
    const { rerender } = renderWithPortal(<RightBar showGoToTop={false} onGoToTop={onGoToTop} />, { locale });
    // A host that decides ignores the window's scroll.
    scrollWindowTo(5000);
    expect(screen.queryByRole('button', { name: text['rightBar.goToTop'] })).not.toBeInTheDocument();

    rerender(<RightBar showGoToTop onGoToTop={onGoToTop} />);
    await userEvent.click(screen.getByRole('button', { name: text['rightBar.goToTop'] }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(onGoToTop).toHaveBeenCalledTimes(1);
  });

  it('jumps without animation when reduced motion is asked for', async () => {
    mockReducedMotion();
    renderWithPortal(<RightBar showGoToTop />, { locale });
    await userEvent.click(screen.getByRole('button', { name: text['rightBar.goToTop'] }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'instant' });
  });

  it('uncontrolled, shows go-to-top only once the window scrolls past the threshold', () => {
    renderWithPortal(<RightBar threshold={400} />, { locale });
    const goToTop = () => screen.queryByRole('button', { name: text['rightBar.goToTop'] });
    expect(goToTop()).not.toBeInTheDocument();
    scrollWindowTo(400);
    expect(goToTop()).not.toBeInTheDocument();
    scrollWindowTo(401);
    expect(goToTop()).toBeInTheDocument();
    scrollWindowTo(120);
    expect(goToTop()).not.toBeInTheDocument();
  });

  it('uncontrolled, starts shown when the page is already scrolled (300 px by default)', async () => {
    Object.defineProperty(window, 'scrollY', { value: 301, configurable: true });
    renderWithPortal(<RightBar />, { locale });
    // Read once the first frame is out (reading it during the mount would force the page's first layout).
    expect(await screen.findByRole('button', { name: text['rightBar.goToTop'] })).toBeInTheDocument();
  });
});

describe.each(directions)('FloatingServiceButton ($locale, $dir)', ({ locale }) => {
  const text = locale === 'ar' ? ar : en;

  it('is a named button that opens customer service, by keyboard too', async () => {
    const onCustomerService = vi.fn();
    const { container } = renderWithPortal(<FloatingServiceButton onCustomerService={onCustomerService} />, {
      locale,
    });
    const button = screen.getByRole('button', { name: text['siteLinks.customerService'] });
    expect(button).toHaveAttribute('title', text['siteLinks.customerService']);
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onCustomerService).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });
});
