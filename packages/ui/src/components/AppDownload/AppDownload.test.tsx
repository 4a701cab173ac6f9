import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { directions, renderWithPortal } from '@test-utils/render';
import { uiTexts } from '../../i18n/messages/uiTexts.fixture';
import { AppDownload } from './AppDownload';
import { demoApps } from './AppDownload.fixture';

// It shows texts of both catalogues: the first page's (`ui`) and the panels' (`uiPanels`).
const catalogues = uiTexts;
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/{{(\w+)}}/g, (_, key: string) => String(values[key]));

describe.each(directions)('AppDownload ($locale, $dir)', ({ locale, dir }) => {
  const m = catalogues[locale];
  const apps = demoApps(locale);

  it('shows a card per platform: name, version, QR code, download link and numbered guide', async () => {
    const { container } = renderWithPortal(<AppDownload {...apps} />, { locale });
    const title = screen.getByRole('heading', { level: 1, name: m['appDownload.title'] });
    expect(title.closest('[dir]')).toHaveAttribute('dir', dir);

    for (const platform of ['android', 'ios'] as const) {
      const name = m[`appDownload.${platform}`];
      const release = apps[platform];
      const heading = screen.getByRole('heading', { level: 2, name });
      const card = heading.closest('li')!;
      expect(
        within(card).getByText(fill(m['appDownload.version'], { version: `\u2068${release.version}\u2069` })),
      ).toBeInTheDocument();
      expect(
        within(card).getByRole('img', { name: fill(m['appDownload.qr'], { platform: name }) }),
      ).toHaveAttribute('src', release.qrCode);
      const link = within(card).getByRole('link', {
        name: `${fill(m['appDownload.download'], { platform: name })} ${m['link.opensInNewTab']}`,
      });
      expect(link).toHaveAttribute('href', release.url);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')?.split(' ')).toEqual(
        expect.arrayContaining(['noopener', 'noreferrer']),
      );
      expect(
        within(card).getByRole('heading', { level: 3, name: m['appDownload.guide'] }),
      ).toBeInTheDocument();
      const steps = within(card).getAllByRole('listitem');
      expect(steps.map((step) => step.textContent)).toEqual(release.guide);
      expect(steps[0]!.closest('ol')).not.toBeNull();
    }
    await expectNoAxeViolations(container);
  });

  it('leaves out a platform it is not given, and a guide with no steps', () => {
    renderWithPortal(<AppDownload android={{ ...apps.android, guide: [] }} headingLevel={2} />, { locale });
    expect(screen.getByRole('heading', { level: 2, name: m['appDownload.title'] })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: m['appDownload.android'] })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: m['appDownload.ios'] })).toBeNull();
    expect(screen.queryByRole('heading', { name: m['appDownload.guide'] })).toBeNull();
  });
});
