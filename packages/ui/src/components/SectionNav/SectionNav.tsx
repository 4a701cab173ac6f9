import { useId, type ReactNode } from 'react';
import { usePortal } from '../../provider/PortalContext';
import { focusRing } from '../../styles/focusRing.css';
import { cx } from '../../utils/cx';
import { Badge } from '../Badge/Badge';
import * as styles from './SectionNav.css';

export interface SectionNavItem {
  /** Unique in the nav; `current` names it. */
  key: string;
  label: string;
  href: string;
  icon?: ReactNode;
  /** A count beside the label (unread messages); hidden at 0. */
  count?: number;
  /** What screen readers hear for the count ("3 unread"); defaults to the badge's own. */
  countLabel?: string;
}

export interface SectionNavGroup {
  key: string;
  /** The group's heading; a group without one is a plain list. */
  label?: string;
  items: readonly SectionNavItem[];
}

export interface SectionNavProps {
  /** The navigation landmark's name ("Member centre"). */
  label: string;
  groups: readonly SectionNavGroup[];
  /** The key of the page shown (marked `aria-current="page"`). */
  current?: string;
  className?: string;
}

function NavGroup({ group, current }: { group: SectionNavGroup; current?: string }) {
  const { linkComponent: Link } = usePortal();
  const headingId = useId();
  return (
    <div className={styles.group}>
      {group.label ? (
        <p id={headingId} className={styles.groupLabel}>
          {group.label}
        </p>
      ) : null}
      <ul className={styles.list} aria-labelledby={group.label ? headingId : undefined}>
        {group.items.map((item) => (
          <li key={item.key}>
            <Link
              href={item.href}
              className={cx(styles.item, focusRing)}
              aria-current={item.key === current ? 'page' : undefined}
            >
              {item.icon ? (
                <span aria-hidden className={styles.icon}>
                  {item.icon}
                </span>
              ) : null}
              <span className={styles.label}>{item.label}</span>
              {item.count ? <Badge count={item.count} label={item.countLabel} /> : null}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The navigation of a section's pages (the member centre, the agent centre): links in labelled groups,
 * the current page marked, with an optional count per link. Links go through the provider's
 * `linkComponent`, so a host's router handles them.
 */
export function SectionNav({ label, groups, current, className }: SectionNavProps) {
  return (
    <nav aria-label={label} className={cx(styles.root, className)} data-slot="section-nav">
      {groups.map((group) => (
        <NavGroup key={group.key} group={group} current={current} />
      ))}
    </nav>
  );
}
