import {
  forwardRef,
  type AnchorHTMLAttributes,
  type ButtonHTMLAttributes,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { usePortal } from '../../../provider/PortalContext';
import { focusRing } from '../../../styles/focusRing.css';
import { cx } from '../../../utils/cx';
import * as styles from './Menu.css';
import { useMenuContext } from './menuContext';

interface MenuItemParts {
  /** A decorative icon before the label (hidden from assistive technology). */
  icon?: ReactNode;
  /** Something at the inline end, for example a count `Badge`; it is part of the item's name. */
  end?: ReactNode;
  /** `critical` for a destructive or leaving action such as signing out. */
  tone?: 'default' | 'critical';
  children: ReactNode;
}

/** The pointer moves focus with it, so the hovered item and the keyboard's item are the same one. */
function focusOnHover(event: PointerEvent<HTMLElement>) {
  if (
    event.pointerType === 'mouse' &&
    event.currentTarget.ownerDocument.activeElement !== event.currentTarget
  )
    event.currentTarget.focus();
}

/** What every item carries, button or link: its role, roving tab stop, look and hover focus. */
const itemAttributes = (tone: MenuItemParts['tone'], className: string | undefined) => ({
  role: 'menuitem',
  tabIndex: -1,
  className: cx(styles.item, focusRing, styles.itemFocus, className),
  'data-slot': 'menu-item',
  'data-tone': tone,
  onPointerMove: focusOnHover,
});

function ItemParts({ icon, end, children }: Omit<MenuItemParts, 'tone'>) {
  return (
    <>
      {icon ? (
        <span aria-hidden className={styles.itemIcon}>
          {icon}
        </span>
      ) : null}
      <span className={styles.itemLabel} data-slot="menu-item-label">
        {children}
      </span>
      {end ? <span className={styles.itemEnd}>{end}</span> : null}
    </>
  );
}

export interface MenuItemProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'role' | 'onSelect' | 'children'>, MenuItemParts {
  /** Called when the item is chosen (click, Enter or Space), after the menu has closed. */
  onSelect?: () => void;
}

/** An action in the menu; choosing it closes the menu and returns focus to the button. */
export const MenuItem = forwardRef<HTMLButtonElement, MenuItemProps>(function MenuItem(
  { onSelect, onClick, icon, end, tone = 'default', className, children, ...rest },
  ref,
) {
  const menu = useMenuContext('Menu.Item');
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    onClick?.(event);
    if (event.defaultPrevented) return;
    menu.closeMenu({ returnFocus: true });
    onSelect?.();
  };
  return (
    <button ref={ref} type="button" {...itemAttributes(tone, className)} onClick={handleClick} {...rest}>
      <ItemParts icon={icon} end={end}>
        {children}
      </ItemParts>
    </button>
  );
});
MenuItem.displayName = 'Menu.Item';

export interface MenuLinkItemProps
  extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'role' | 'href' | 'children'>, MenuItemParts {
  /** Where the item goes; rendered with the provider's `linkComponent`. */
  href: string;
}

/** A link in the menu, through the host router's link; following it closes the menu. */
export const MenuLinkItem = forwardRef<HTMLAnchorElement, MenuLinkItemProps>(function MenuLinkItem(
  { href, onClick, icon, end, tone = 'default', className, children, ...rest },
  ref,
) {
  const menu = useMenuContext('Menu.LinkItem');
  const { linkComponent: Link } = usePortal();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    menu.closeMenu({ returnFocus: true });
  };
  return (
    <Link ref={ref} href={href} {...itemAttributes(tone, className)} onClick={handleClick} {...rest}>
      <ItemParts icon={icon} end={end}>
        {children}
      </ItemParts>
    </Link>
  );
});
MenuLinkItem.displayName = 'Menu.LinkItem';

/** A line between groups of items. */
export function MenuSeparator({ className }: { className?: string }) {
  return <div role="separator" className={cx(styles.separator, className)} />;
}
MenuSeparator.displayName = 'Menu.Separator';
