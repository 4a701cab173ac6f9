import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { mockReducedMotion } from '@test-utils/media';
import { directions, renderWithPortal } from '@test-utils/render';
import { lobbyTexts } from '../../i18n/messages/lobbyTexts.fixture';
import { GoToTop } from './GoToTop';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe.each(directions)('GoToTop ($locale, $dir)', ({ locale, dir }) => {
  const text = lobbyTexts[locale];

  it('appears once the window has scrolled past the threshold', async () => {
    vi.stubGlobal('scrollY', 0);
    const { container } = renderWithPortal(<GoToTop />, { locale });
    expect(screen.queryByRole('button')).toBeNull();
    vi.stubGlobal('scrollY', 301);
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    const button = screen.getByRole('button', { name: text['goToTop.label'] });
    expect(button.closest('[dir]')).toHaveAttribute('dir', dir);
    await expectNoAxeViolations(container);
  });

  it('scrolls smoothly to the top, at once under reduced motion', async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    const onGoToTop = vi.fn();
    const { unmount } = renderWithPortal(<GoToTop show onGoToTop={onGoToTop} />, { locale });
    await userEvent.click(screen.getByRole('button', { name: text['goToTop.label'] }));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' });
    expect(onGoToTop).toHaveBeenCalledTimes(1);
    unmount();

    mockReducedMotion();
    renderWithPortal(<GoToTop show />, { locale });
    await userEvent.click(screen.getByRole('button'));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'instant' });
  });

  it('stays hidden when the host says so', () => {
    vi.stubGlobal('scrollY', 5000);
    renderWithPortal(<GoToTop show={false} />, { locale });
    expect(screen.queryByRole('button')).toBeNull();
  });
});
