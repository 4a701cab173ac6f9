import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { directions, renderWithPortal } from '@test-utils/render';
import { panelsAr } from '../../i18n/messages/panels.ar';
import { panelsEn } from '../../i18n/messages/panels.en';
import { HelpCentre, type HelpCentreSection } from './index';

const catalogues = { en: panelsEn, ar: panelsAr } as const;

const sections: HelpCentreSection[] = [
  {
    key: 'deposit',
    title: 'Deposits',
    articles: [
      { id: 1, title: 'How do I deposit?', content: '<p>Open <strong>Deposit</strong> in the header.</p>' },
      { id: 2, title: 'Smallest deposit', content: '<p>The smallest deposit is 50.</p>' },
    ],
  },
  {
    key: 'term',
    title: 'Terms and conditions',
    articles: [
      {
        id: 'terms-1',
        title: 'General terms',
        content:
          '<p onclick="steal()">Players must be 18 or over.</p><img src="x" alt="" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">More</a>',
      },
    ],
  },
];

describe.each(directions)('HelpCentre ($locale, $dir)', ({ locale, dir }) => {
  const t = catalogues[locale];

  it('lists the sections in a labelled table of contents linking to their ids', async () => {
    const { container } = renderWithPortal(<HelpCentre sections={sections} />, { locale });
    const toc = screen.getByRole('navigation', { name: t['helpCentre.sections'] });
    expect(toc.closest('[dir]')).toHaveAttribute('dir', dir);
    const links = within(toc).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['#deposit', '#term']);
    expect(within(toc).getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute('href', '#term');
    for (const section of sections) {
      const region = screen.getByRole('region', { name: section.title });
      expect(region).toHaveAttribute('id', section.key);
      expect(container.querySelector(`#${section.key}`)).toBe(region);
    }
    await expectNoAxeViolations(container);
  });

  it('titles sections at level 2 and articles at level 3 by default, one level lower on request', () => {
    const { unmount } = renderWithPortal(<HelpCentre sections={sections} />, { locale });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Deposits',
      'Terms and conditions',
    ]);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    unmount();
    renderWithPortal(<HelpCentre sections={sections} headingLevel={3} compact />, { locale });
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 4, name: 'General terms' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });

  it('shows article HTML sanitised: no scripts, handlers or javascript: links', async () => {
    const { container } = renderWithPortal(<HelpCentre sections={sections} />, { locale });
    const terms = screen.getByRole('region', { name: 'Terms and conditions' });
    expect(within(terms).getByRole('article')).toHaveTextContent('Players must be 18 or over.');
    expect(terms.querySelector('script, [onclick], [onerror]')).toBeNull();
    expect(within(terms).getByText('More')).not.toHaveAttribute('href');
    expect(terms.innerHTML).not.toMatch(/alert|steal/);
    const deposit = screen.getByRole('region', { name: 'Deposits' });
    expect(within(deposit).getByText('Deposit').tagName).toBe('STRONG');
    await expectNoAxeViolations(container);
  });

  it('shows the host links with the contents, and keeps them in the compact layout', async () => {
    const links = (
      <>
        <a href="/feedback">Feedback</a>
        <a href="/mirror">Mirror sites</a>
      </>
    );
    const { container, unmount } = renderWithPortal(<HelpCentre sections={sections} links={links} />, {
      locale,
    });
    expect(screen.getByRole('link', { name: 'Feedback' })).toHaveAttribute('href', '/feedback');
    expect(screen.getByRole('link', { name: 'Mirror sites' })).toHaveAttribute('href', '/mirror');
    await expectNoAxeViolations(container);
    unmount();
    const compact = renderWithPortal(<HelpCentre sections={sections} links={links} compact />, { locale });
    expect(screen.getByRole('navigation', { name: t['helpCentre.sections'] })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Feedback' })).toBeInTheDocument();
    await expectNoAxeViolations(compact.container);
  });

  it('says it is loading while the sections are undefined', async () => {
    const { container } = renderWithPortal(<HelpCentre sections={undefined} />, { locale });
    expect(screen.getByRole('status')).toHaveTextContent(t['helpCentre.loading']);
    expect(container.querySelector('[data-slot="help-centre"]')).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelector('[data-slot="skeleton"]')).not.toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('says there is nothing yet when there are no sections', async () => {
    const { container } = renderWithPortal(<HelpCentre sections={[]} className="extra" />, { locale });
    expect(screen.getByText(t['helpCentre.empty'])).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(container.querySelector('[data-slot="help-centre"]')).toHaveClass('extra');
    expect(container.querySelector('[data-slot="help-centre"]')).not.toHaveAttribute('aria-busy');
    await expectNoAxeViolations(container);
  });
});
