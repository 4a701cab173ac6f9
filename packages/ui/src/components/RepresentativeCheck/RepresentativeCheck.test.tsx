import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { directions, renderWithPortal } from '@test-utils/render';
import { panelsAr } from '../../i18n/messages/panels.ar';
import { panelsEn } from '../../i18n/messages/panels.en';
import { RepresentativeCheck, type RepresentativeCheckProps } from './RepresentativeCheck';

const catalogues = { ar: panelsAr, en: panelsEn } as const;
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/{{(\w+)}}/g, (_, key: string) => String(values[key]));

describe.each(directions)('RepresentativeCheck ($locale, $dir)', ({ locale, dir }) => {
  const m = catalogues[locale];
  const field = () => screen.getByRole('textbox', { name: new RegExp(m['representative.field']) });
  const verify = () => screen.getByRole('button', { name: m['representative.verify'] });

  const renderCheck = (props: Partial<RepresentativeCheckProps> = {}) => {
    const onVerify = vi.fn();
    const view = renderWithPortal(<RepresentativeCheck onVerify={onVerify} result={null} {...props} />, {
      locale,
    });
    const rerender = (next: Partial<RepresentativeCheckProps>) =>
      view.rerender(<RepresentativeCheck onVerify={onVerify} result={null} {...next} />);
    return { ...view, onVerify, rerender };
  };

  it('is a named section with a labelled, described field and an empty live region', async () => {
    const { container } = renderCheck();
    const section = screen.getByRole('region', { name: m['representative.title'] });
    expect(section.closest('[dir]')).toHaveAttribute('dir', dir);
    expect(screen.getByRole('heading', { level: 2, name: m['representative.title'] })).toBeInTheDocument();
    expect(field()).toHaveAccessibleDescription(m['representative.hint']);
    expect(field()).toBeRequired();
    expect(within(section).getByRole('status')).toBeEmptyDOMElement();
    await expectNoAxeViolations(container);
  });

  it('refuses an empty or blank handle with a translated inline message, then clears it on typing', async () => {
    const user = userEvent.setup();
    const { onVerify, container } = renderCheck();
    await user.click(verify());
    expect(onVerify).not.toHaveBeenCalled();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription(expect.stringContaining(m['representative.required']));
    expect(field()).toHaveFocus();
    await expectNoAxeViolations(container);

    await user.type(field(), '   {Enter}');
    expect(onVerify).not.toHaveBeenCalled();
    await user.type(field(), '@agent');
    expect(field()).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(m['representative.required'])).toBeNull();
  });

  it('submits the trimmed handle by button and by Enter', async () => {
    const user = userEvent.setup();
    const { onVerify } = renderCheck();
    await user.type(field(), '  @portal_help  ');
    await user.click(verify());
    expect(onVerify).toHaveBeenLastCalledWith('@portal_help');
    await user.clear(field());
    await user.type(field(), '+971501234567{Enter}');
    expect(onVerify).toHaveBeenLastCalledWith('+971501234567');
    expect(onVerify).toHaveBeenCalledTimes(2);
  });

  it('starts from a given handle', async () => {
    const user = userEvent.setup();
    const { onVerify } = renderCheck({ defaultHandle: '@from_link' });
    expect(field()).toHaveValue('@from_link');
    await user.click(verify());
    expect(onVerify).toHaveBeenCalledWith('@from_link');
  });

  it('does not submit again while checking, and says it is checking', async () => {
    const user = userEvent.setup();
    const { onVerify } = renderCheck({ checking: true });
    await user.type(field(), '@someone{Enter}');
    await user.click(verify());
    expect(onVerify).not.toHaveBeenCalled();
    expect(verify()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(m['representative.checking']);
  });

  it('announces an official representative with name and channel in the same live region', async () => {
    const { rerender, container } = renderCheck();
    const status = screen.getByRole('status');
    rerender({ checking: true });
    rerender({ result: { official: true, channel: 'TELEGRAM', name: 'Layla (Support)' } });
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toHaveTextContent(m['representative.officialTitle']);
    expect(status).toHaveTextContent(
      fill(m['representative.official'], { name: 'Layla (Support)', channel: m['representative.telegram'] }),
    );
    rerender({ result: { official: true, channel: 'WHATSAPP', name: 'Omar' } });
    expect(status).toHaveTextContent(m['representative.whatsapp']);
    await expectNoAxeViolations(container);
  });

  it('warns clearly when the contact is not official', async () => {
    const { container } = renderCheck({ result: { official: false } });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(m['representative.notOfficialTitle']);
    expect(status).toHaveTextContent(m['representative.notOfficial']);
    await expectNoAxeViolations(container);
  });

  it('shows the error instead of a stale result, and honours the heading level', () => {
    renderCheck({ result: { official: false }, error: 'Network down', headingLevel: 3 });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(m['representative.errorTitle']);
    expect(status).toHaveTextContent('Network down');
    expect(status).not.toHaveTextContent(m['representative.notOfficialTitle']);
    expect(screen.getByRole('heading', { level: 3, name: m['representative.title'] })).toBeInTheDocument();
  });
});
