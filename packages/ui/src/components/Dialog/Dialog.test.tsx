import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { pressOnCover } from '@test-utils/pressOnCover';
import { directions, renderWithPortal } from '@test-utils/render';
import { Button } from '../Button';
import { Dialog, type DialogContentProps } from './index';

const closeLabel = { ar: 'إغلاق', en: 'Close' } as const;

function Example({
  onOpenChange,
  ...content
}: DialogContentProps & { onOpenChange?: (open: boolean) => void }) {
  return (
    <Dialog.Root onOpenChange={onOpenChange}>
      <Dialog.Trigger>
        <Button>Change password</Button>
      </Dialog.Trigger>
      <Dialog.Content {...content}>
        <Dialog.Title>Change password</Dialog.Title>
        <Dialog.Description>Choose a new password for your account.</Dialog.Description>
        <Dialog.Body>
          <label>
            New password <input type="password" />
          </label>
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.Close>
            <Button variant="secondary">Cancel</Button>
          </Dialog.Close>
          <Button>Save</Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}

describe.each(directions)('Dialog ($locale, $dir)', ({ locale, dir }) => {
  it('opens from its trigger, traps focus, closes on Escape and returns focus', async () => {
    const { container } = renderWithPortal(<Example />, { locale });
    const trigger = screen.getByRole('button', { name: 'Change password' });
    await userEvent.click(trigger);

    const dialog = screen.getByRole('dialog', { name: 'Change password' });
    expect(dialog).toHaveAccessibleDescription('Choose a new password for your account.');
    // Portalled into the provider's layer, so it keeps the direction and the brand.
    expect(dialog.closest('[data-portal-layer]')).not.toBeNull();
    expect(dialog.closest('[dir]')).toHaveAttribute('dir', dir);

    const field = screen.getByLabelText('New password');
    expect(field).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: closeLabel[locale] })).toHaveFocus();
    await userEvent.tab();
    expect(field).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: closeLabel[locale] })).toHaveFocus();
    await expectNoAxeViolations(container);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(trigger).toHaveFocus();
  });

  it('closes with its close button, a Close part and a press on the cover', async () => {
    const onOpenChange = vi.fn();
    renderWithPortal(<Example onOpenChange={onOpenChange} />, { locale });
    const trigger = screen.getByRole('button', { name: 'Change password' });

    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('button', { name: closeLabel[locale] }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(trigger);
    await pressOnCover(screen.getByRole('dialog'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onOpenChange.mock.calls).toEqual([[true], [false], [true], [false], [true], [false]]);
  });

  it('with closeOnOverlayClick={false} ignores the cover but still closes on Escape', async () => {
    renderWithPortal(<Example closeOnOverlayClick={false} />, { locale });
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await pressOnCover(screen.getByRole('dialog'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('with closeOnEscape={false} stays open on Escape', async () => {
    renderWithPortal(<Example closeOnEscape={false} />, { locale });
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('can leave out the close button and takes a size', () => {
    renderWithPortal(<Example hideClose size="lg" />, { locale });
    void userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    return waitFor(() => {
      const dialog = screen.getByRole('dialog');
      expect(dialog).toHaveAttribute('data-size', 'lg');
      expect(screen.queryByRole('button', { name: closeLabel[locale] })).toBeNull();
    });
  });
});

describe('Dialog, modal', () => {
  function Nested() {
    return (
      <Dialog.Root defaultOpen>
        <Dialog.Content>
          <Dialog.Title>Outer</Dialog.Title>
          <Dialog.Root>
            <Dialog.Trigger>
              <Button>Open inner</Button>
            </Dialog.Trigger>
            <Dialog.Content>
              <Dialog.Title>Inner</Dialog.Title>
            </Dialog.Content>
          </Dialog.Root>
        </Dialog.Content>
      </Dialog.Root>
    );
  }

  it('answers Escape in the topmost dialog only, and returns focus to the one below', async () => {
    renderWithPortal(<Nested />, { locale: 'en' });
    const opener = await screen.findByRole('button', { name: 'Open inner' });
    await userEvent.click(opener);
    expect(await screen.findByRole('dialog', { name: 'Inner' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Inner' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeInTheDocument();
    expect(opener).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("locks the page's scroll while open and gives it back on close", async () => {
    document.documentElement.style.overflow = 'auto';
    renderWithPortal(<Example />, { locale: 'en' });
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await screen.findByRole('dialog');
    await waitFor(() => expect(document.documentElement.style.overflow).toBe('hidden'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.documentElement.style.overflow).toBe('auto');
    document.documentElement.style.overflow = '';
  });

  it('hides the page behind from assistive technology while open', async () => {
    renderWithPortal(<Example />, { locale: 'en' });
    const trigger = screen.getByRole('button', { name: 'Change password' });
    await userEvent.click(trigger);
    await screen.findByRole('dialog');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Change password' })).toBeNull());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Change password' })).toHaveFocus());
  });
});

describe('Dialog parts', () => {
  it('have dotted display names', () => {
    const names = Object.entries(Dialog).map(([part, component]) => [part, component.displayName]);
    expect(Object.fromEntries(names)).toEqual({
      Root: 'Dialog.Root',
      Trigger: 'Dialog.Trigger',
      Content: 'Dialog.Content',
      Title: 'Dialog.Title',
      Description: 'Dialog.Description',
      Body: 'Dialog.Body',
      Footer: 'Dialog.Footer',
      Close: 'Dialog.Close',
    });
  });

  it('opens without a trigger with defaultOpen, and without a provider in the body', async () => {
    const { render } = await import('@testing-library/react');
    render(
      <Dialog.Root defaultOpen>
        <Dialog.Content>
          <Dialog.Title>Notice</Dialog.Title>
          <Dialog.Description>Maintenance tonight.</Dialog.Description>
        </Dialog.Content>
      </Dialog.Root>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Notice' });
    expect(dialog.parentElement).toBe(document.body);
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});
