import { cx } from '@portal/ui';
import { ChartNoAxesCombined, Clock3, Handshake, UsersRound } from 'lucide-react';
import { forwardRef, useId, type ReactNode } from 'react';
import { useAgentTranslation } from '../../i18n/useAgentTranslation';
import * as styles from './AgentLanding.css';

export interface AgentLandingProps {
  /** The agent login form (the host passes the forms package's LoginForm, without social icons). */
  login: ReactNode;
  /** The brand's name in the heading. */
  brand: string;
  className?: string;
}

const benefits = [
  { key: 'commission', Icon: Handshake },
  { key: 'team', Icon: UsersRound },
  { key: 'reports', Icon: ChartNoAxesCombined },
] as const;

/**
 * The agent landing page (spec 2.1, /agent): what the agent programme offers, the agent login and the
 * support hours (Monday to Friday, noon to 9 pm).
 */
export const AgentLanding = forwardRef<HTMLDivElement, AgentLandingProps>(function AgentLanding(
  { login, brand, className },
  ref,
) {
  const { t } = useAgentTranslation();
  const titleId = useId();
  const loginId = useId();
  return (
    <div ref={ref} className={cx(styles.root, className)} data-slot="agent-landing">
      <section className={styles.pitch} aria-labelledby={titleId}>
        <div className={styles.hero}>
          <p className={styles.eyebrow}>{t('landing.eyebrow', { brand })}</p>
          <h1 id={titleId} className={styles.title}>
            {t('landing.title')}
          </h1>
          <p className={styles.lead}>{t('landing.lead')}</p>
        </div>
        <ul className={styles.benefits}>
          {benefits.map(({ key, Icon }) => (
            <li key={key} className={styles.benefit}>
              <span className={styles.benefitIcon} aria-hidden>
                <Icon size={20} />
              </span>
              <h2 className={styles.benefitTitle}>{t(`landing.${key}.title`)}</h2>
              <p className={styles.benefitText}>{t(`landing.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.panel} aria-labelledby={loginId}>
        <h2 id={loginId} className={styles.panelTitle}>
          {t('landing.loginTitle')}
        </h2>
        {login}
        <p className={styles.support}>
          <Clock3 size={16} aria-hidden />
          {t('landing.supportHours')}
        </p>
      </section>
    </div>
  );
});
