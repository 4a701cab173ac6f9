import { Slot } from '@radix-ui/react-slot';
import {
  forwardRef,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type HTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { cx } from '../../../utils/cx';
import { mergeRefs } from '../FieldFrame/mergeRefs';
import * as styles from './Menu.css';
import { focusMenuItem, MenuContext, useMenuContext, type MenuContextValue } from './menuContext';
import type { MenuFocusTarget } from './menuNavigation';

export interface MenuRootProps {
  /** Controlled: whether the menu is open. Pair with `onOpenChange`. */
  open?: boolean;
  /** Uncontrolled: whether the menu starts open. */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
  /** A `Menu.Trigger` and a `Menu.Content`, in that order (the content drops down from the trigger). */
  children: ReactNode;
}

/** Holds the open state and wraps the button and its menu; a press outside the wrapper closes it. */
function Root({ open: openProp, defaultOpen = false, onOpenChange, className, children }: MenuRootProps) {
  const [openState, setOpenState] = useState(defaultOpen);
  const open = openProp ?? openState;
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLElement | null>(null);
  const contentRef = useRef<HTMLDivElement | null>(null);
  const initialFocus = useRef<MenuFocusTarget>('first');
  const id = useId();

  const setOpen = useCallback(
    (next: boolean) => {
      if (openProp === undefined) setOpenState(next);
      onOpenChange?.(next);
    },
    [openProp, onOpenChange],
  );

  const value = useMemo<MenuContextValue>(
    () => ({
      open,
      openMenu: (focus) => {
        initialFocus.current = focus;
        if (open) focusMenuItem(contentRef.current, focus);
        else setOpen(true);
      },
      closeMenu: ({ returnFocus = false } = {}) => {
        if (returnFocus) triggerRef.current?.focus();
        setOpen(false);
      },
      triggerRef,
      contentRef,
      initialFocus,
      triggerId: `${id}-trigger`,
      contentId: `${id}-menu`,
    }),
    [open, setOpen, id],
  );

  useEffect(() => {
    if (!open) return undefined;
    const doc = rootRef.current?.ownerDocument ?? document;
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node | null)) setOpen(false);
    };
    doc.addEventListener('pointerdown', closeOutside);
    return () => doc.removeEventListener('pointerdown', closeOutside);
  }, [open, setOpen]);

  // Focus moved elsewhere by other means (a screen reader's cursor, a script): the menu follows.
  const closeOnLeave = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    if (open && next && !event.currentTarget.contains(next)) setOpen(false);
  };

  return (
    <MenuContext.Provider value={value}>
      <div
        ref={rootRef}
        className={cx(styles.root, className)}
        data-slot="menu"
        data-state={open ? 'open' : 'closed'}
        onBlur={closeOnLeave}
      >
        {children}
      </div>
    </MenuContext.Provider>
  );
}
Root.displayName = 'Menu.Root';

export interface MenuTriggerProps extends HTMLAttributes<HTMLElement> {
  /** The button that opens the menu (for example a `Button`); it receives the menu-button semantics. */
  children: ReactElement;
}

/**
 * The menu button: Enter, Space, a click or ArrowDown open the menu on its first item, ArrowUp on its
 * last; a second press closes it.
 */
const Trigger = forwardRef<HTMLElement, MenuTriggerProps>(function MenuTrigger(
  { onClick, onKeyDown, ...rest },
  ref,
) {
  const menu = useMenuContext('Menu.Trigger');
  const { triggerRef } = menu;
  const setRef = useMemo(() => mergeRefs(ref, triggerRef), [ref, triggerRef]);
  const handleClick = (event: MouseEvent<HTMLElement>) => {
    onClick?.(event);
    if (event.defaultPrevented) return;
    if (menu.open) menu.closeMenu();
    else menu.openMenu('first');
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      menu.openMenu(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };
  return (
    <Slot
      ref={setRef}
      id={menu.triggerId}
      aria-haspopup="menu"
      aria-expanded={menu.open}
      aria-controls={menu.open ? menu.contentId : undefined}
      data-state={menu.open ? 'open' : 'closed'}
      onClick={handleClick}
      onKeyDown={handleKeyDown}
      {...rest}
    />
  );
});
Trigger.displayName = 'Menu.Trigger';

export { Root as MenuRoot, Trigger as MenuTrigger };
