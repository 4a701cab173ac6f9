import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { directions, renderWithPortal } from '@test-utils/render';
import { panelsAr } from '../../i18n/messages/panels.ar';
import { panelsEn } from '../../i18n/messages/panels.en';
import { Button } from '../Button';
import { FormTitle } from './index';

const catalogues = { en: panelsEn, ar: panelsAr } as const;

describe.each(directions)('FormTitle ($locale, $dir)', ({ locale, dir }) => {
  const t = catalogues[locale];

  it('shows the title as a level 1 heading in a header, without a back control', async () => {
    const { container } = renderWithPortal(<FormTitle title="Forgot password" />, { locale });
    const heading = screen.getByRole('heading', { level: 1, name: 'Forgot password' });
    expect(heading.closest('header')).not.toBeNull();
    expect(heading.closest('[dir]')).toHaveAttribute('dir', dir);
    expect(screen.queryByRole('button')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('offers a back button named in the language, before the title, that calls onBack', async () => {
    const onBack = vi.fn();
    const { container } = renderWithPortal(<FormTitle title="Help centre" onBack={onBack} />, { locale });
    const back = screen.getByRole('button', { name: t['formTitle.back'] });
    const heading = screen.getByRole('heading', { level: 1, name: 'Help centre' });
    expect(back.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(back.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(back);
    expect(onBack).toHaveBeenCalledTimes(1);
    back.blur();
    await userEvent.tab();
    expect(back).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onBack).toHaveBeenCalledTimes(2);
    await expectNoAxeViolations(container);
  });

  it('takes its own back label, another heading level and actions at the end', async () => {
    const onClose = vi.fn();
    const { container } = renderWithPortal(
      <FormTitle
        title="Register"
        headingLevel={2}
        onBack={() => undefined}
        backLabel="Back to login"
        actions={<Button onClick={onClose}>Close</Button>}
      />,
      { locale },
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Register' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to login' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t['formTitle.back'] })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it('passes attributes and a ref to its header', () => {
    const ref = createRef<HTMLElement>();
    renderWithPortal(
      <FormTitle ref={ref} title="Security center" headingLevel={3} id="title-bar" className="extra" />,
      { locale },
    );
    expect(ref.current?.tagName).toBe('HEADER');
    expect(ref.current).toHaveAttribute('id', 'title-bar');
    expect(ref.current).toHaveClass('extra');
    expect(screen.getByRole('heading', { level: 3, name: 'Security center' })).toBeInTheDocument();
  });
});
