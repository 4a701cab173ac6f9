import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { directions, renderWithPortal } from '@test-utils/render';
import { uiTexts } from '../../i18n/messages/uiTexts.fixture';
import { SpeedSelector, type SpeedSelectorProps } from './SpeedSelector';
import { SpeedSelectorDialog } from './SpeedSelectorDialog';
import type { DomainLine } from './speedOf';

// It shows texts of both catalogues: the first page's (`ui`) and the panels' (`uiPanels`).
const catalogues = uiTexts;
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/{{(\w+)}}/g, (_, key: string) => String(values[key]));

const tested: DomainLine[] = [
  { domainName: 'line-c.example.com', speed: 9999 },
  { domainName: 'line-a.example.com', speed: 42 },
  { domainName: 'line-b.example.com', speed: 120 },
  { domainName: 'line-d.example.com', speed: 260 },
];
const pinging: DomainLine[] = tested.map((line) => ({ ...line, speed: null }));

/** Keeps the choice in state, as a host does, and reports it. */
function Controlled(props: Omit<SpeedSelectorProps, 'value'> & { initial?: string }) {
  const { initial = null, onValueChange, ...rest } = props;
  const [value, setValue] = useState<string | null>(initial);
  return (
    <SpeedSelector
      {...rest}
      value={value}
      onValueChange={(next) => {
        onValueChange?.(next);
        setValue(next);
      }}
    />
  );
}

describe.each(directions)('SpeedSelector ($locale, $dir)', ({ locale, dir }) => {
  const m = catalogues[locale];
  const radio = (domainName: string) => screen.getByRole('radio', { name: domainName });
  const confirmName = `${m['speedSelector.confirm']} ${m['link.opensInNewTab']}`;

  it('lists the tested lines fastest first, with latency, class as text, and no axe violation', async () => {
    const { container } = renderWithPortal(
      <SpeedSelector lines={tested} onConfirm={vi.fn()} onRetest={vi.fn()} />,
      { locale },
    );
    const group = screen.getByRole('radiogroup', { name: m['speedSelector.label'] });
    expect(group.closest('[dir]')).toHaveAttribute('dir', dir);
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.textContent),
    ).toEqual([
      expect.stringContaining('line-a.example.com'),
      expect.stringContaining('line-b.example.com'),
      expect.stringContaining('line-d.example.com'),
      expect.stringContaining('line-c.example.com'),
    ]);
    expect(radio('line-a.example.com')).toHaveAccessibleDescription(
      `${fill(m['speedSelector.latency'], { ms: 42 })} ${m['speedSelector.fast']}`,
    );
    expect(radio('line-b.example.com')).toHaveAccessibleDescription(
      `${fill(m['speedSelector.latency'], { ms: 120 })} ${m['speedSelector.normal']}`,
    );
    expect(radio('line-d.example.com')).toHaveAccessibleDescription(
      `${fill(m['speedSelector.latency'], { ms: 260 })} ${m['speedSelector.slow']}`,
    );
    expect(radio('line-c.example.com')).toHaveAccessibleDescription(
      `${m['speedSelector.timedOut']} ${m['speedSelector.slow']}`,
    );
    expect(screen.getByRole('button', { name: confirmName })).toBeDisabled();
    await expectNoAxeViolations(container);
  });

  it('shows lines still being pinged as testing, in the order given, with a busy re-test button', async () => {
    const { container } = renderWithPortal(
      <SpeedSelector lines={pinging} onConfirm={vi.fn()} onRetest={vi.fn()} />,
      { locale },
    );
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('data-domain'))).toEqual(pinging.map((l) => l.domainName));
    for (const r of radios) expect(r).toHaveAccessibleDescription(m['speedSelector.testing']);
    expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: m['speedSelector.retest'] })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expectNoAxeViolations(container);
  });

  it('moves and selects with the arrows, the reading-direction arrow going forward', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithPortal(
      <Controlled lines={tested} onValueChange={onValueChange} onConfirm={vi.fn()} onRetest={vi.fn()} />,
      { locale },
    );
    await user.tab();
    expect(radio('line-a.example.com')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(radio('line-b.example.com')).toHaveFocus();
    expect(radio('line-b.example.com')).toHaveAttribute('aria-checked', 'true');
    expect(onValueChange).toHaveBeenLastCalledWith('line-b.example.com');

    const forward = dir === 'rtl' ? '{ArrowLeft}' : '{ArrowRight}';
    const backward = dir === 'rtl' ? '{ArrowRight}' : '{ArrowLeft}';
    await user.keyboard(forward);
    expect(radio('line-d.example.com')).toHaveAttribute('aria-checked', 'true');
    await user.keyboard(backward);
    await user.keyboard(backward);
    expect(radio('line-a.example.com')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    // Wraps from the first line to the last.
    expect(radio('line-c.example.com')).toHaveAttribute('aria-checked', 'true');
    expect(screen.getAllByRole('radio', { checked: true })).toHaveLength(1);

    // Tab leaves the group from the chosen line; Shift+Tab comes back to it.
    await user.tab();
    expect(screen.getByRole('button', { name: m['speedSelector.retest'] })).toHaveFocus();
    await user.tab({ shift: true });
    expect(radio('line-c.example.com')).toHaveFocus();
  });

  it('selects by pointer and Space, and confirms the chosen domain', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderWithPortal(<Controlled lines={tested} onConfirm={onConfirm} onRetest={vi.fn()} />, { locale });
    await user.click(radio('line-d.example.com'));
    expect(radio('line-d.example.com')).toHaveAttribute('aria-checked', 'true');
    radio('line-b.example.com').focus();
    await user.keyboard(' ');
    expect(radio('line-b.example.com')).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('button', { name: confirmName }));
    expect(onConfirm).toHaveBeenCalledWith('line-b.example.com');
  });

  it('works uncontrolled from a default value, and re-tests', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onRetest = vi.fn();
    renderWithPortal(
      <SpeedSelector
        lines={tested}
        defaultValue="line-b.example.com"
        onConfirm={onConfirm}
        onRetest={onRetest}
      />,
      { locale },
    );
    expect(radio('line-b.example.com')).toHaveAttribute('tabindex', '0');
    expect(radio('line-a.example.com')).toHaveAttribute('tabindex', '-1');
    await user.click(radio('line-a.example.com'));
    await user.click(screen.getByRole('button', { name: confirmName }));
    expect(onConfirm).toHaveBeenCalledWith('line-a.example.com');
    await user.click(screen.getByRole('button', { name: m['speedSelector.retest'] }));
    expect(onRetest).toHaveBeenCalledTimes(1);
  });

  it('announces the end of a test once, with the fastest line, and nothing while pings come in', () => {
    const props = { onConfirm: vi.fn(), onRetest: vi.fn() };
    const { rerender } = renderWithPortal(<SpeedSelector lines={pinging} {...props} />, { locale });
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    rerender(<SpeedSelector lines={[tested[0]!, ...pinging.slice(1)]} {...props} />);
    rerender(<SpeedSelector lines={[tested[0]!, tested[1]!, ...pinging.slice(2)]} {...props} />);
    expect(status).toBeEmptyDOMElement();
    rerender(<SpeedSelector lines={tested} {...props} />);
    expect(status).toHaveTextContent(
      fill(m['speedSelector.finished'], { domain: 'line-a.example.com', ms: 42 }),
    );
    // The same region, so only its one change is read out.
    expect(screen.getByRole('status')).toBe(status);
  });

  it('follows the host’s testing flag and says when no line answered', () => {
    const failed = tested.map((line) => ({ ...line, speed: 9999 }));
    const props = { onConfirm: vi.fn(), onRetest: vi.fn() };
    const { rerender } = renderWithPortal(<SpeedSelector lines={failed} testing {...props} />, { locale });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    rerender(<SpeedSelector lines={failed} testing={false} {...props} />);
    expect(screen.getByRole('status')).toHaveTextContent(m['speedSelector.allFailed']);
  });

  it('keeps focus on a line when the finished test sorts it into place', async () => {
    const user = userEvent.setup();
    const props = { onConfirm: vi.fn(), onRetest: vi.fn() };
    const { rerender } = renderWithPortal(<SpeedSelector lines={pinging} {...props} />, { locale });
    await user.click(radio('line-a.example.com'));
    expect(radio('line-a.example.com')).toHaveFocus();
    rerender(<SpeedSelector lines={tested} {...props} />);
    expect(screen.getAllByRole('radio')[0]).toBe(radio('line-a.example.com'));
    expect(radio('line-a.example.com')).toHaveFocus();
  });

  it('says so when there are no lines', () => {
    renderWithPortal(<SpeedSelector lines={[]} onConfirm={vi.fn()} onRetest={vi.fn()} />, { locale });
    expect(screen.getByText(m['speedSelector.empty'])).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });
});

describe.each(directions)('SpeedSelectorDialog ($locale, $dir)', ({ locale, dir }) => {
  const m = catalogues[locale];

  it('is a modal named "Server speed" in the provider’s direction, starting on the chosen line', async () => {
    const onOpenChange = vi.fn();
    renderWithPortal(
      <SpeedSelectorDialog
        open
        onOpenChange={onOpenChange}
        lines={tested}
        value="line-b.example.com"
        onConfirm={vi.fn()}
        onRetest={vi.fn()}
      />,
      { locale },
    );
    const dialog = screen.getByRole('dialog', { name: m['siteLinks.serverSpeed'] });
    expect(dialog).toHaveAccessibleDescription(m['speedSelector.description']);
    expect(dialog.closest('[dir]')).toHaveAttribute('dir', dir);
    // Focus moves in once the dialog's first render has settled.
    await waitFor(() =>
      expect(within(dialog).getByRole('radio', { name: 'line-b.example.com' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await expectNoAxeViolations(document.body);
  });

  it('opens from its trigger', async () => {
    const user = userEvent.setup();
    renderWithPortal(
      <SpeedSelectorDialog
        trigger={<button type="button">{m['siteLinks.serverSpeed']}</button>}
        lines={pinging}
        onConfirm={vi.fn()}
        onRetest={vi.fn()}
      />,
      { locale },
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: m['siteLinks.serverSpeed'] }));
    expect(screen.getByRole('dialog', { name: m['siteLinks.serverSpeed'] })).toBeInTheDocument();
  });
});
