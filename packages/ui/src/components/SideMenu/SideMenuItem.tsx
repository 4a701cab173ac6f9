import type { ReactNode } from 'react';
import { usePortal } from '../../provider/PortalContext';
import { focusRing } from '../../styles/focusRing.css';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { cx } from '../../utils/cx';
import * as styles from './SideMenu.css';

interface SideMenuItemProps {
  icon: ReactNode;
  label: string;
  /** A link when set; a button calling `onSelect` otherwise. */
  href?: string;
  onSelect?: () => void;
  current?: boolean;
  collapsed: boolean;
}

/** One entry of the side menu. Collapsed, the label stays its accessible name and shows as a tooltip. */
export function SideMenuItem({ icon, label, href, onSelect, current = false, collapsed }: SideMenuItemProps) {
  const { linkComponent: Link } = usePortal();
  const className = cx(styles.item, collapsed && styles.itemCollapsed, focusRing);
  const title = collapsed ? label : undefined;
  const content = (
    <>
      <span aria-hidden className={styles.icon}>
        {icon}
      </span>
      <span className={cx(styles.label, collapsed && visuallyHidden)}>{label}</span>
    </>
  );
  return (
    <li className={styles.listItem}>
      {href === undefined ? (
        <button
          type="button"
          className={className}
          title={title}
          onClick={onSelect}
          data-slot="side-menu-item"
        >
          {content}
        </button>
      ) : (
        <Link
          href={href}
          className={className}
          title={title}
          aria-current={current ? 'page' : undefined}
          data-slot="side-menu-item"
        >
          {content}
        </Link>
      )}
    </li>
  );
}
