import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forwardRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PortalProvider, type LinkComponentProps } from '@portal/ui';
import { expectNoAxeViolations } from '@test-utils/axe';
import { directions, renderWithPortal } from '@test-utils/render';
import { panelsAr } from '../../i18n/messages/panels.ar';
import { panelsEn } from '../../i18n/messages/panels.en';
import { ConsentBanner } from './ConsentBanner';

describe.each(directions)('ConsentBanner ($locale, $dir)', ({ locale, dir }) => {
  const text = locale === 'ar' ? panelsAr : panelsEn;

  it('is a labelled region with the text, a privacy link and two equal choices', async () => {
    const onAccept = vi.fn();
    const onDecline = vi.fn();
    const { container } = renderWithPortal(
      <main>
        <ConsentBanner privacyHref="/help#privacy" onAccept={onAccept} onDecline={onDecline} />
      </main>,
      { locale },
    );
    const region = screen.getByRole('region', { name: text['consent.title'] });
    expect(region.closest('[dir]')).toHaveAttribute('dir', dir);
    expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent(text['consent.title']);
    expect(within(region).getByText(text['consent.text'], { exact: false })).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: text['consent.privacy'] })).toHaveAttribute(
      'href',
      '/help#privacy',
    );
    // Not modal: nothing else on the page is hidden or made inert.
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(within(region).getByRole('button', { name: text['consent.decline'] }));
    expect(onDecline).toHaveBeenCalledTimes(1);
    await userEvent.click(within(region).getByRole('button', { name: text['consent.accept'] }));
    expect(onAccept).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });
});

describe('ConsentBanner links', () => {
  it("go through the provider's link component", () => {
    const RouterLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function RouterLink(props, ref) {
      return <a ref={ref} data-router="" {...props} />;
    });
    render(
      <PortalProvider locale="en" linkComponent={RouterLink}>
        <ConsentBanner privacyHref="/help" onAccept={vi.fn()} onDecline={vi.fn()} headingLevel={3} />
      </PortalProvider>,
    );
    expect(screen.getByRole('link', { name: panelsEn['consent.privacy'] })).toHaveAttribute('data-router');
    expect(screen.getByRole('heading', { level: 3 })).toBeInTheDocument();
  });
});
