import { Menu as MenuIcon } from 'lucide-react';
import { forwardRef, Suspense, useEffect, type ReactNode } from 'react';
import { useUiTranslation } from '../../i18n/useUiTranslation';
import { usePortal } from '../../provider/PortalContext';
import { focusRing } from '../../styles/focusRing.css';
import { cx } from '../../utils/cx';
import { devWarning } from '../../utils/devWarning';
import { preloadable } from '../../utils/preloadable';
import { IconButton } from '../Button';
import * as styles from './SiteHeader.css';
import type { SiteHeaderSession } from './siteHeaderSession';
import { VisitorActions } from './VisitorActions';

// A member's end of the header (balance, identity, account menu) is not part of a visitor's first page:
// it loads when a member is shown, or earlier through `preloadMemberHeader` (a host with a stored session).
const memberBar = preloadable(() => import('./MemberBar').then((m) => m.MemberBar));

/** Loads a member's header parts ahead of their first showing, so a returning member sees them at once. */
export const preloadMemberHeader = memberBar.preload;

export interface SiteHeaderProps {
  /** The brand's logo (an image or SVG); it links to `homeHref`, named by `homeLabel`. */
  logo: ReactNode;
  /** The home page, through the provider's `linkComponent`. */
  homeHref: string;
  /** Names the logo link; "Home" by default. */
  homeLabel?: string;
  /** Shows or hides the side menu; without it there is no menu button. */
  onToggleMenu?: () => void;
  /** Whether the side menu is open (the menu button's `aria-expanded`). */
  menuOpen?: boolean;
  /** The side menu's element id (the menu button's `aria-controls`); needed with `onToggleMenu`. */
  menuId?: string;
  /** A visitor (Log in, Register) or a signed-in member (balance, funds, ID, account menu). */
  session: SiteHeaderSession;
  /** Controlled: whether a member's account menu is open (a host may close it on navigation). */
  accountMenuOpen?: boolean;
  /** Uncontrolled: whether the account menu starts open. */
  defaultAccountMenuOpen?: boolean;
  /** Called when the account menu opens or closes. */
  onAccountMenuOpenChange?: (open: boolean) => void;
  /** Controls the host adds at the end before the session's own (for example a language switcher). */
  extra?: ReactNode;
  className?: string;
}

/**
 * The portal's top bar: the side-menu button and the logo at the start; at the end, a visitor's Log in
 * and Register, or a member's balance, deposit and withdraw, name, VIP label, ID with copy, and account
 * menu. Presentational: data and callbacks arrive as props, links go through the provider.
 */
export const SiteHeader = forwardRef<HTMLElement, SiteHeaderProps>(function SiteHeader(
  {
    logo,
    homeHref,
    homeLabel,
    onToggleMenu,
    menuOpen = false,
    menuId,
    session,
    accountMenuOpen,
    defaultAccountMenuOpen,
    onAccountMenuOpenChange,
    extra,
    className,
  },
  ref,
) {
  const { t } = useUiTranslation();
  const { linkComponent: Link } = usePortal();
  const missingMenuId = Boolean(onToggleMenu) && !menuId;
  useEffect(() => {
    if (missingMenuId)
      devWarning('SiteHeader: `onToggleMenu` needs `menuId`, the id of the side menu it shows and hides.');
  }, [missingMenuId]);

  return (
    <header
      ref={ref}
      className={cx(styles.root, className)}
      data-slot="site-header"
      data-session={session.kind}
    >
      <div className={styles.bar}>
        <div className={styles.start}>
          {onToggleMenu ? (
            <IconButton
              className={styles.toggle}
              label={t('header.toggleMenu')}
              icon={<MenuIcon size={22} />}
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={onToggleMenu}
            />
          ) : null}
          <Link
            href={homeHref}
            className={cx(styles.logo, focusRing)}
            aria-label={homeLabel ?? t('header.home')}
          >
            {logo}
          </Link>
        </div>
        <div className={styles.end}>
          {extra}
          {session.kind === 'member' ? (
            <Suspense fallback={null}>
              <memberBar.Component
                member={session}
                menu={{
                  open: accountMenuOpen,
                  defaultOpen: defaultAccountMenuOpen,
                  onOpenChange: onAccountMenuOpenChange,
                }}
              />
            </Suspense>
          ) : (
            <VisitorActions session={session} />
          )}
        </div>
      </div>
    </header>
  );
});
