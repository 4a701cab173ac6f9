import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { directions, renderWithPortal } from '@test-utils/render';
import { ar } from '../../i18n/messages/ar';
import { en } from '../../i18n/messages/en';
import { CopyButton } from './CopyButton';

const catalogues = { ar, en } as const;
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

describe.each(directions)('CopyButton ($locale, $dir)', ({ locale }) => {
  const m = catalogues[locale];
  const renderCode = () =>
    renderWithPortal(
      <p>
        <code>DREF7K2M9Q</code>
        <CopyButton
          text="DREF7K2M9Q"
          label="Copy the reference code"
          failedMessage="Could not copy the code"
        />
      </p>,
      { locale },
    );

  it('copies its text, ticks and announces "copy success"', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    const { container } = renderCode();
    const button = screen.getByRole('button', { name: 'Copy the reference code' });
    expect(button).not.toHaveAttribute('data-copied');
    await user.click(button);
    expect(writeText).toHaveBeenCalledWith('DREF7K2M9Q');
    expect(button).toHaveAttribute('data-copied', 'true');
    await nextFrame();
    const region = await screen.findByRole('region', { name: m['toast.region'] });
    await waitFor(() => expect(within(region).getByRole('status')).toHaveTextContent(m['toast.copySuccess']));
    await expectNoAxeViolations(container.parentElement ?? container);
  });

  it('says its own message, assertively, when the clipboard refuses', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    renderCode();
    const button = screen.getByRole('button', { name: 'Copy the reference code' });
    await user.click(button);
    await nextFrame();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Could not copy the code'));
    expect(button).not.toHaveAttribute('data-copied');
  });

  it('is reached and pressed from the keyboard', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    renderCode();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Copy the reference code' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(writeText).toHaveBeenCalledWith('DREF7K2M9Q');
  });
});
