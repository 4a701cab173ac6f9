import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@test-utils/axe';
import { directions, renderWithPortal } from '@test-utils/render';
import { Menu } from './index';

const labels = {
  en: { button: 'Options', items: ['Profile', 'Payments', 'Preferences', 'Archived', 'Leave'] },
  ar: { button: 'الخيارات', items: ['الملف الشخصي', 'المدفوعات', 'التفضيلات', 'الأرشيف', 'مغادرة'] },
} as const;

interface DemoProps {
  locale: 'ar' | 'en';
  onLeave?: () => void;
  onOpenChange?: (open: boolean) => void;
  open?: boolean;
}

function Demo({ locale, onLeave, onOpenChange, open }: DemoProps) {
  const text = labels[locale];
  return (
    <div>
      <button type="button">Before</button>
      <Menu.Root open={open} onOpenChange={onOpenChange}>
        <Menu.Trigger>
          <button type="button">{text.button}</button>
        </Menu.Trigger>
        <Menu.Content>
          <Menu.LinkItem href="/profile">{text.items[0]}</Menu.LinkItem>
          <Menu.LinkItem href="/payments">{text.items[1]}</Menu.LinkItem>
          <Menu.Item>{text.items[2]}</Menu.Item>
          <Menu.Item disabled>{text.items[3]}</Menu.Item>
          <Menu.Separator />
          <Menu.Item tone="critical" onSelect={onLeave}>
            {text.items[4]}
          </Menu.Item>
        </Menu.Content>
      </Menu.Root>
      <button type="button">After</button>
    </div>
  );
}

describe.each(directions)('private Menu ($locale, $dir)', ({ locale }) => {
  const text = labels[locale];
  const trigger = () => screen.getByRole('button', { name: text.button });

  it('is a menu button whose menu is named by it and skips disabled items', async () => {
    const user = userEvent.setup();
    const { container } = renderWithPortal(<Demo locale={locale} />, { locale });
    expect(trigger()).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger()).not.toHaveAttribute('aria-controls');
    expect(screen.queryByRole('menu')).toBeNull();
    await expectNoAxeViolations(container);

    await user.click(trigger());
    const menu = screen.getByRole('menu', { name: text.button });
    expect(menu).toHaveAttribute('aria-orientation', 'vertical');
    expect(trigger()).toHaveAttribute('aria-controls', menu.id);
    expect(within(menu).getByRole('separator')).toBeInTheDocument();
    const items = within(menu).getAllByRole('menuitem');
    expect(items[0]).toHaveFocus();
    expect(items.every((item) => item.tabIndex === -1)).toBe(true);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    // "Archived" is disabled: the arrows pass over it.
    expect(items[4]).toHaveFocus();
    await expectNoAxeViolations(container);
  });

  it('jumps to the next item starting with a typed letter', async () => {
    const user = userEvent.setup();
    renderWithPortal(<Demo locale={locale} />, { locale });
    trigger().focus();
    await user.keyboard('{Enter}');
    const items = screen.getAllByRole('menuitem');
    const first = text.items[1][0] ?? '';
    await user.keyboard(first);
    expect(items[1]).toHaveFocus();
  });

  it('activates link items with Space as well as Enter', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn((event: Event) => event.preventDefault());
    renderWithPortal(<Demo locale={locale} />, { locale });
    trigger().focus();
    await user.keyboard('{Enter}');
    const link = screen.getByRole('menuitem', { name: text.items[1] });
    link.addEventListener('click', onClick);
    await user.keyboard('{ArrowDown} ');
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger()).toHaveFocus();
  });

  it('calls onSelect after closing, and returns focus to the button', async () => {
    const user = userEvent.setup();
    const onLeave = vi.fn(() => {
      expect(screen.queryByRole('menu')).not.toBeNull();
    });
    renderWithPortal(<Demo locale={locale} onLeave={onLeave} />, { locale });
    trigger().focus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: text.items[4] })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onLeave).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger()).toHaveFocus();
  });

  it('closes when focus moves out of it by other means', async () => {
    const user = userEvent.setup();
    renderWithPortal(<Demo locale={locale} />, { locale });
    await user.click(trigger());
    act(() => screen.getByRole('button', { name: 'After' }).focus());
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('works controlled, reporting each change', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    function Controlled() {
      const [open, setOpen] = useState(false);
      return (
        <Demo
          locale={locale}
          open={open}
          onOpenChange={(next) => {
            onOpenChange(next);
            setOpen(next);
          }}
        />
      );
    }
    renderWithPortal(<Controlled />, { locale });
    await user.click(trigger());
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    expect(screen.getAllByRole('menuitem')[0]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});

describe('private Menu misuse', () => {
  it('explains a part used outside Menu.Root', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderWithPortal(<Menu.Item>Lost</Menu.Item>)).toThrow(/inside <Menu.Root>/);
    error.mockRestore();
  });
});
