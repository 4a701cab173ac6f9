import { Button, Clock, cx, flipInRtl, focusRing, usePortal, visuallyHidden } from '@portal/ui';
import { LogOut, UserRound } from 'lucide-react';
import { forwardRef, type ReactNode } from 'react';
import { useAgentTranslation } from '../../i18n/useAgentTranslation';
import * as styles from './AgentHeader.css';

export interface AgentHeaderProps {
  /** The brand's logo; it links to `homeHref`, named by `homeLabel`. */
  logo: ReactNode;
  /** Where the logo goes (the agent centre's home), through the provider's `linkComponent`. */
  homeHref: string;
  /** Names the logo link; "Agent centre" by default. */
  homeLabel?: string;
  /** The agent's nickname, or the account when there is none; nothing shows while it loads. */
  name?: string;
  /** Signs out (the host confirms, logs out and goes to /agent); no button without it (the landing page). */
  onSignOut?: () => void;
  /** The clock's time source; the system clock by default (stories pass a fixed one). */
  now?: () => Date;
  /** Stops the clock (stories and pictures). */
  clockPaused?: boolean;
  /** Controls the host adds before the name (for example a language switcher). */
  extra?: ReactNode;
  className?: string;
}

/**
 * The agent centre's header (spec 2.7): logo, the browser's GMT offset with the live clock, the
 * agent's name and sign out. The agent view has no side menu, site header or footer.
 */
export const AgentHeader = forwardRef<HTMLElement, AgentHeaderProps>(function AgentHeader(
  { logo, homeHref, homeLabel, name, onSignOut, now, clockPaused, extra, className },
  ref,
) {
  const { t } = useAgentTranslation();
  const { linkComponent: Link } = usePortal();
  return (
    <header ref={ref} className={cx(styles.root, className)} data-slot="agent-header">
      <div className={styles.bar}>
        <div className={styles.start}>
          <Link
            href={homeHref}
            className={cx(styles.logo, focusRing)}
            aria-label={homeLabel ?? t('header.home')}
          >
            {logo}
          </Link>
          <span className={styles.badge}>{t('header.badge')}</span>
        </div>
        <div className={styles.end}>
          <Clock now={now} paused={clockPaused} />
          {extra}
          {name ? (
            <span className={styles.who}>
              <UserRound size={18} aria-hidden />
              <span dir="auto">
                <span className={visuallyHidden}>{t('header.signedInAs')} </span>
                {name}
              </span>
            </span>
          ) : null}
          {onSignOut ? (
            <Button variant="secondary" size="sm" onClick={onSignOut}>
              <LogOut size={16} aria-hidden className={flipInRtl} />
              {t('header.signOut')}
            </Button>
          ) : null}
        </div>
      </div>
    </header>
  );
});
