import { cva } from 'class-variance-authority';
import { forwardRef, useEffect, useMemo, type HTMLAttributes, type KeyboardEvent } from 'react';
import { cx } from '../../../utils/cx';
import { mergeRefs } from '../FieldFrame/mergeRefs';
import * as styles from './Menu.css';
import { focusMenuItem, menuItems, useMenuContext } from './menuContext';
import { nextMenuIndex, typeaheadIndex } from './menuNavigation';

export const menuAligns = ['start', 'end'] as const;

const content = cva(styles.content, { variants: { align: styles.align }, defaultVariants: { align: 'end' } });

export interface MenuContentProps extends Omit<HTMLAttributes<HTMLDivElement>, 'role'> {
  /** Which edge of the button the menu lines up with: `end` (inline end, the default) or `start`. */
  align?: (typeof menuAligns)[number];
}

/**
 * The menu itself (`role="menu"`, named by its button), mounted only while open. Arrow keys move
 * between items and wrap, Home and End jump to the ends, a letter jumps to the next item starting
 * with it; Escape and Tab close it and return focus to the button.
 */
export const MenuContent = forwardRef<HTMLDivElement, MenuContentProps>(function MenuContent(
  { align, className, onKeyDown, children, ...rest },
  ref,
) {
  const menu = useMenuContext('Menu.Content');
  const { open, contentRef, initialFocus } = menu;
  const setRef = useMemo(() => mergeRefs(ref, contentRef), [ref, contentRef]);

  useEffect(() => {
    if (open) focusMenuItem(contentRef.current, initialFocus.current);
  }, [open, contentRef, initialFocus]);

  if (!open) return null;

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    const target = event.target as HTMLElement;
    if (event.key === 'Escape' || event.key === 'Tab') {
      // Tab too returns to the button rather than leaving focus on an item that is about to vanish.
      event.preventDefault();
      event.stopPropagation();
      menu.closeMenu({ returnFocus: true });
      return;
    }
    if (event.key === ' ' && target.getAttribute('role') === 'menuitem' && target.tagName !== 'BUTTON') {
      // Space activates link items as it does buttons (a link alone would scroll the page).
      event.preventDefault();
      target.click();
      return;
    }
    const items = menuItems(event.currentTarget);
    const current = items.indexOf(target);
    const modified = event.altKey || event.ctrlKey || event.metaKey;
    const next =
      nextMenuIndex(event.key, current, items.length) ??
      (modified ? null : typeaheadIndex(items.map(labelOf), current, event.key));
    if (next === null) return;
    event.preventDefault();
    items[next]?.focus();
  };

  return (
    <div
      ref={setRef}
      role="menu"
      id={menu.contentId}
      aria-labelledby={menu.triggerId}
      aria-orientation="vertical"
      data-state="open"
      className={cx(content({ align }), className)}
      onKeyDown={handleKeyDown}
      {...rest}
    >
      {children}
    </div>
  );
});
MenuContent.displayName = 'Menu.Content';

/** An item's visible label for type-ahead: its label part, not its badge or hidden text. */
function labelOf(item: HTMLElement): string {
  return item.querySelector('[data-slot="menu-item-label"]')?.textContent ?? item.textContent ?? '';
}
