import { ShieldAlert, ShieldCheck, ShieldQuestion } from 'lucide-react';
import type { ReactNode } from 'react';
import { useUiPanelTranslation, type UiPanelTranslate } from '../../i18n/useUiPanelTranslation';
import { Spinner } from '../Spinner';
import * as styles from './RepresentativeCheck.css';
import type { RepresentativeChannel, RepresentativeCheckProps } from './RepresentativeCheck.types';

const channelName = (channel: RepresentativeChannel, t: UiPanelTranslate) =>
  channel === 'TELEGRAM' ? t('representative.telegram') : t('representative.whatsapp');

const iconProps = { size: 24, strokeWidth: 2 } as const;

export type RepresentativeOutcomeProps = Pick<RepresentativeCheckProps, 'result' | 'checking' | 'error'>;

/** What the live region says: checking, the error, or the answer (in that order of precedence). */
export function RepresentativeOutcome({ result, checking, error }: RepresentativeOutcomeProps) {
  const { t } = useUiPanelTranslation();
  if (checking)
    return (
      <Panel tone="neutral" icon={<Spinner size="md" decorative />} body={t('representative.checking')} />
    );
  if (error)
    return (
      <Panel
        tone="caution"
        icon={<ShieldQuestion {...iconProps} />}
        title={t('representative.errorTitle')}
        body={error}
      />
    );
  if (!result) return null;
  if (!result.official)
    return (
      <Panel
        tone="critical"
        icon={<ShieldAlert {...iconProps} />}
        title={t('representative.notOfficialTitle')}
        body={t('representative.notOfficial')}
      />
    );
  const channel = channelName(result.channel, t);
  return (
    <Panel
      tone="positive"
      icon={<ShieldCheck {...iconProps} />}
      title={t('representative.officialTitle')}
      body={t('representative.official', { name: result.name, channel })}
    />
  );
}

interface PanelProps {
  tone: 'positive' | 'critical' | 'caution' | 'neutral';
  icon: ReactNode;
  title?: string;
  body: string;
}

/** One message of the live region: a tone, an icon, an optional title and the text. */
function Panel({ tone, icon, title, body }: PanelProps) {
  return (
    <div className={styles.panel} data-tone={tone}>
      <span aria-hidden className={styles.panelIcon}>
        {icon}
      </span>
      <div className={styles.panelText}>
        {title ? <p className={styles.panelTitle}>{title}</p> : null}
        <p className={styles.panelBody}>{body}</p>
      </div>
    </div>
  );
}
