import { render, screen } from '@testing-library/react';
import { forwardRef } from 'react';
import { describe, expect, it } from 'vitest';
import { useUiTranslation } from '../i18n/useUiTranslation';
import { partnerTokens } from '../theme/partnerTokens';
import { partnerTheme } from '../themes/partner';
import { portalTheme } from '../themes/portal';
import { PortalProvider } from './PortalProvider';
import { usePortal, type LinkComponentProps } from './PortalContext';

function Probe() {
  const { t } = useUiTranslation();
  const { dir, locale, linkComponent: Link } = usePortal();
  return (
    <p data-testid="probe" data-dir={dir} data-locale={locale}>
      {t('dialog.close')}
      <Link href="/help">help</Link>
    </p>
  );
}

describe('PortalProvider', () => {
  it('defaults to Arabic, right to left, in the portal brand', () => {
    const { container } = render(
      <PortalProvider>
        <Probe />
      </PortalProvider>,
    );
    const root = container.firstElementChild as HTMLElement;
    expect(root).toHaveAttribute('dir', 'rtl');
    expect(root).toHaveAttribute('lang', 'ar');
    expect(root).toHaveClass(portalTheme.className);
    expect(screen.getByTestId('probe')).toHaveTextContent('إغلاق');
  });

  it('derives the direction from the locale and switches brand', () => {
    const { container } = render(
      <PortalProvider locale="en" theme={partnerTheme}>
        <Probe />
      </PortalProvider>,
    );
    expect(container.firstElementChild).toHaveAttribute('dir', 'ltr');
    expect(container.firstElementChild).toHaveClass(partnerTheme.className);
    expect(screen.getByTestId('probe')).toHaveTextContent('Close');
  });

  it('falls back to English for a language without a catalogue', () => {
    render(
      <PortalProvider locale="de">
        <Probe />
      </PortalProvider>,
    );
    expect(screen.getByTestId('probe')).toHaveAttribute('data-dir', 'ltr');
    expect(screen.getByTestId('probe')).toHaveTextContent('Close');
  });

  it('applies message overrides before the catalogue', () => {
    render(
      <PortalProvider locale="en" messages={{ 'dialog.close': 'Dismiss' }}>
        <Probe />
      </PortalProvider>,
    );
    expect(screen.getByTestId('probe')).toHaveTextContent('Dismiss');
  });

  it('applies a runtime theme object as a scoped style, with no class', () => {
    const { container } = render(
      <PortalProvider locale="en" theme={partnerTokens}>
        <Probe />
      </PortalProvider>,
    );
    const root = container.querySelector('[data-portal-scope]') as HTMLElement;
    const style = container.querySelector('style');
    expect(root).toHaveAttribute('data-brand', 'runtime');
    expect(style?.textContent).toContain(`[data-portal-scope="${root.dataset.portalScope}"]{`);
    expect(style?.textContent).toContain(`--portal-color-brand-accent:${partnerTokens.color.brandAccent}`);
  });

  it('routes links through the injected link component', () => {
    const RouterLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function RouterLink(props, ref) {
      return <a ref={ref} data-router="yes" {...props} />;
    });
    render(
      <PortalProvider locale="en" linkComponent={RouterLink}>
        <Probe />
      </PortalProvider>,
    );
    expect(screen.getByRole('link', { name: 'help' })).toHaveAttribute('data-router', 'yes');
  });
});
