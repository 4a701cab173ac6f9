import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { directions, renderWithPortal } from '@test-utils/render';
import { LoadingOverlay } from './LoadingOverlay';

const loading = { ar: 'جارٍ التحميل', en: 'Loading' } as const;

function Card({ visible, label }: { visible?: boolean; label?: string }) {
  return (
    <section aria-label="Wallet" style={{ position: 'relative' }}>
      <p>Balance 120.00</p>
      <LoadingOverlay visible={visible} label={label} />
    </section>
  );
}

describe.each(directions)('LoadingOverlay ($locale, $dir)', ({ locale, dir }) => {
  it('covers its parent and announces "loading" once', async () => {
    const { container } = renderWithPortal(<Card />, { locale });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(loading[locale]);
    const cover = container.querySelector('[data-slot="loading-overlay"]');
    expect(cover).toHaveAttribute('aria-busy', 'true');
    expect(cover?.closest('[dir]')).toHaveAttribute('dir', dir);
    expect(screen.getByRole('region', { name: 'Wallet' })).toContainElement(cover as HTMLElement);
    expect(screen.getAllByRole('status')).toHaveLength(1);
    await expectNoAxeViolations(container);
  });

  it('shows and announces its label', () => {
    renderWithPortal(<Card label="Refreshing balance" />, { locale });
    expect(screen.getByRole('status')).toHaveTextContent('Refreshing balance');
    expect(screen.getByText('Refreshing balance', { ignore: '[role="status"]' })).toBeVisible();
  });

  it('keeps an empty live region while hidden and fills it when shown', async () => {
    const { container, rerender } = renderWithPortal(<Card visible={false} />, { locale });
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    expect(container.querySelector('[data-slot="loading-overlay"]')).toBeNull();
    rerender(<Card visible />);
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toHaveTextContent(loading[locale]);
    rerender(<Card visible={false} />);
    expect(status).toBeEmptyDOMElement();
    await expectNoAxeViolations(container);
  });

  it('with fullscreen covers the viewport from the provider layer', () => {
    renderWithPortal(<LoadingOverlay fullscreen />, { locale });
    const cover = document.querySelector('[data-slot="loading-overlay"]');
    expect(cover).toHaveAttribute('data-fullscreen', 'true');
    expect(cover?.closest('[data-portal-layer]')).not.toBeNull();
  });
});
