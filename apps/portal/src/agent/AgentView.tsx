import { AgentHeader } from '@portal/agent';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../layout/BrandLogo';
import { LanguageSwitcher } from '../layout/LanguageSwitcher';
import * as styles from './AgentView.css';

export interface AgentViewProps {
  /** The agent's name; the landing page has none. */
  name?: string;
  onSignOut?: () => void;
  children: ReactNode;
}

/** The agent view of /agent and /agentHome (spec 2.2): the agent header only; no side menu, site header or footer. */
export function AgentView({ name, onSignOut, children }: AgentViewProps) {
  const { t } = useTranslation('portal');
  return (
    <div className={styles.shell}>
      <AgentHeader
        logo={<BrandLogo />}
        homeHref={onSignOut ? '/agentHome' : '/agent'}
        name={name}
        onSignOut={onSignOut}
        extra={<LanguageSwitcher />}
      />
      <main id="content" className={styles.main} tabIndex={-1} aria-label={t('agent.main')}>
        {children}
      </main>
    </div>
  );
}
