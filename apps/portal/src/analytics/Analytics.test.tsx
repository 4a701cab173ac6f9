import { ApiProvider } from '@portal/api/react';
import { loadedMessages, uiPanelsCatalogue } from '@portal/ui';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { pastMountRequests } from '@test-utils/pastMountRequests';
import { renderWithPortal } from '@test-utils/render';
import { Analytics } from './Analytics';

const en = loadedMessages(uiPanelsCatalogue, 'en') as Record<string, string>;
const tags = () => document.head.querySelectorAll('script[data-gtag]');

function renderWithGtag(gtagId: string) {
  const fetch = (async () =>
    new Response(JSON.stringify({ success: true, value: { analytics: { gtagId } } }), {
      headers: { 'content-type': 'application/json' },
    })) as typeof globalThis.fetch;
  return renderWithPortal(
    <ApiProvider fetch={fetch} swrConfig={{ shouldRetryOnError: false }}>
      <Analytics />
    </ApiProvider>,
  );
}

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
  tags().forEach((script) => script.remove());
  delete (window as { dataLayer?: unknown[] }).dataLayer;
});

describe('Analytics', () => {
  it('asks nothing and loads nothing when the brand has no gtag id', async () => {
    vi.useFakeTimers();
    renderWithGtag('');
    await pastMountRequests();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(tags()).toHaveLength(0);
  });

  it('loads the tag only after the visitor accepts, and remembers the answer', async () => {
    const { container, unmount } = renderWithGtag('G-ABC123XYZ');
    const accept = await screen.findByRole('button', { name: en['consent.accept'] });
    expect(tags()).toHaveLength(0);
    await expectNoAxeViolations(container);
    await userEvent.click(accept);
    await waitFor(() => expect(tags()).toHaveLength(1));
    expect(screen.queryByRole('button', { name: en['consent.accept'] })).not.toBeInTheDocument();
    unmount();
    vi.useFakeTimers();
    renderWithGtag('G-ABC123XYZ');
    await pastMountRequests();
    expect(screen.queryByRole('button', { name: en['consent.accept'] })).not.toBeInTheDocument();
  });

  it('loads nothing when the visitor declines', async () => {
    renderWithGtag('G-ABC123XYZ');
    await userEvent.click(await screen.findByRole('button', { name: en['consent.decline'] }));
    expect(tags()).toHaveLength(0);
    expect(localStorage.getItem('portal.analyticsConsent')).toBe('denied');
  });
});
