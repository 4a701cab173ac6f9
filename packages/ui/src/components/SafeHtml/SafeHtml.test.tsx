import { screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { directions, renderWithPortal } from '@test-utils/render';
import { SafeHtml } from './index';

describe.each(directions)('SafeHtml ($locale, $dir)', ({ locale, dir }) => {
  it('renders headings, lists and links from server HTML', async () => {
    const { container } = renderWithPortal(
      <SafeHtml
        html={
          '<h3>Bonus rules</h3><p>Read the <a href="/help#term">terms</a>.</p><ol><li>Deposit</li><li>Play</li></ol>'
        }
      />,
      { locale },
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Bonus rules' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'terms' })).toHaveAttribute('href', '/help#term');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('heading').closest('[dir]')).toHaveAttribute('dir', dir);
    await expectNoAxeViolations(container);
  });

  it('strips scripts, event handlers, javascript: links and inline styles', async () => {
    const { container } = renderWithPortal(
      <SafeHtml
        html={
          '<p style="color:#000" onclick="steal()">Hello</p><img src="x" alt="" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">go</a>'
        }
      />,
      { locale },
    );
    const root = container.querySelector('[data-slot="safe-html"]')!;
    expect(root.querySelector('script')).toBeNull();
    expect(root.querySelector('img')).not.toHaveAttribute('onerror');
    expect(screen.getByText('Hello')).not.toHaveAttribute('style');
    expect(screen.getByText('Hello')).not.toHaveAttribute('onclick');
    expect(screen.getByText('go')).not.toHaveAttribute('href');
    expect(root.innerHTML).not.toMatch(/alert|steal/);
    await expectNoAxeViolations(container);
  });

  it('passes attributes and a ref to its div, and renders nothing for no HTML', () => {
    const ref = createRef<HTMLDivElement>();
    renderWithPortal(<SafeHtml ref={ref} html={undefined} id="terms" className="extra" />, { locale });
    expect(ref.current).toHaveAttribute('id', 'terms');
    expect(ref.current).toHaveClass('extra');
    expect(ref.current).toBeEmptyDOMElement();
  });
});
