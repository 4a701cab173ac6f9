import { screen } from '@testing-library/react';
import { Mail } from 'lucide-react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { directions, renderWithPortal } from '@test-utils/render';
import { ar } from '../../i18n/messages/ar';
import { en } from '../../i18n/messages/en';
import { IconButton } from '../Button';
import { Badge } from './Badge';

const catalogues = { ar, en } as const;

describe.each(directions)('Badge ($locale, $dir)', ({ locale, dir }) => {
  const m = catalogues[locale];
  const unread = (count: number) => m['badge.count'].replace('{{count}}', String(count));
  const overflow = (max: number) => m['badge.overflow'].replace('{{max}}', String(max));

  it('shows the count and reads it as unread messages', async () => {
    const { container } = renderWithPortal(
      <a href="#messages">
        Messages <Badge count={12} />
      </a>,
      { locale },
    );
    const link = screen.getByRole('link', { name: `Messages ${unread(12)}` });
    expect(link.closest('[dir]')).toHaveAttribute('dir', dir);
    const badge = link.querySelector('[data-slot="badge"]');
    expect(badge).toHaveTextContent('12');
    expect(badge).toHaveAttribute('data-variant', 'count');
    await expectNoAxeViolations(container);
  });

  it('caps the number at max and says so', () => {
    const { container } = renderWithPortal(
      <>
        <Badge count={120} />
        <Badge count={12} max={9} />
      </>,
      { locale },
    );
    const [first, second] = container.querySelectorAll('[data-slot="badge"]');
    expect(first?.querySelector('[aria-hidden]')).toHaveTextContent('99+');
    expect(first).toHaveTextContent(overflow(99));
    expect(second?.querySelector('[aria-hidden]')).toHaveTextContent('9+');
    expect(second).toHaveTextContent(overflow(9));
  });

  it('is hidden at 0 unless showZero', () => {
    const { container, rerender } = renderWithPortal(<Badge count={0} />, { locale });
    expect(container.querySelector('[data-slot="badge"]')).toBeNull();
    rerender(<Badge count={0} showZero />);
    expect(container.querySelector('[data-slot="badge"]')).toHaveTextContent(`0${unread(0)}`);
  });

  it('draws a dot that still tells screen readers what it means', () => {
    const { container, rerender } = renderWithPortal(<Badge dot count={3} />, { locale });
    const dot = container.querySelector('[data-slot="badge"]');
    expect(dot).toHaveAttribute('data-variant', 'dot');
    expect(dot).toHaveTextContent(unread(3));
    rerender(<Badge dot />);
    expect(container.querySelector('[data-slot="badge"]')).toHaveTextContent(m['badge.new']);
    rerender(<Badge dot label="Mission reward ready" />);
    expect(container.querySelector('[data-slot="badge"]')).toHaveTextContent('Mission reward ready');
  });

  it('shows a text badge and forwards its ref and native props', () => {
    const ref = createRef<HTMLSpanElement>();
    renderWithPortal(
      <Badge ref={ref} tone="accent" title="VIP level">
        VIP 3
      </Badge>,
      { locale },
    );
    const badge = screen.getByText('VIP 3');
    expect(ref.current).toBe(badge);
    expect(badge).toHaveAttribute('data-variant', 'text');
    expect(badge).toHaveAttribute('title', 'VIP level');
  });

  it('sits over an icon button inside Badge.Anchor, and describes it', async () => {
    const { container } = renderWithPortal(
      <Badge.Anchor>
        <IconButton label="Platform messages" icon={<Mail />} aria-describedby="unread" />
        <Badge id="unread" count={5} />
      </Badge.Anchor>,
      { locale },
    );
    const button = screen.getByRole('button', { name: 'Platform messages' });
    expect(button).toHaveAccessibleDescription(unread(5));
    expect(button.parentElement).toHaveAttribute('data-slot', 'badge-anchor');
    await expectNoAxeViolations(container);
  });
});
